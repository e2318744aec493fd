import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline, type TimelineStep } from './Timeline';

const meta: Meta<typeof Timeline> = {
  title: 'Data/Timeline',
  component: Timeline,
  args: { label: '提现进度' },
};
export default meta;
type Story = StoryObj<typeof Timeline>;

const applied: TimelineStep = { title: '申请提现', time: '2026-11-21 09:12:00', state: 'done' };
const processed: TimelineStep = { title: '处理中', time: '2026-11-21 09:15:00', state: 'done' };

export const InProgress: Story = {
  args: { steps: [applied, { ...processed, state: 'current' }, { title: '到账', state: 'todo' }] },
};
export const Done: Story = {
  args: { steps: [applied, processed, { title: '到账', time: '2026-11-21 10:02:00', state: 'done' }] },
};
export const Failed: Story = {
  args: {
    steps: [
      applied,
      processed,
      { title: '提现失败', state: 'failed', note: '收款银行账户状态异常，资金已退回余额' },
    ],
  },
};
