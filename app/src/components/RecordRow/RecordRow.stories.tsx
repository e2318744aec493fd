import type { Meta, StoryObj } from '@storybook/react-vite';
import { RECORD_ROW_HEIGHT, RecordRow } from './RecordRow';

const meta: Meta<typeof RecordRow> = {
  title: 'Data/RecordRow',
  component: RecordRow,
  // A list row's height (design px of the 750-px layout → rem).
  decorators: [
    (Story) => <div style={{ height: `${RECORD_ROW_HEIGHT / 100}rem`, background: '#fff' }}>{Story()}</div>,
  ],
  args: { title: '扫码收款 · 微信', amount: '¥101.00', time: '11-20 10:30:05' },
};
export default meta;
type Story = StoryObj<typeof RecordRow>;

export const Success: Story = { args: { status: '交易成功', tone: 'success' } };
export const InProgress: Story = { args: { status: '处理中', tone: 'warning' } };
export const Failed: Story = { args: { status: '交易失败', tone: 'danger' } };
export const WithoutStatus: Story = {};
/** A long title is cut with an ellipsis; the amount always shows whole. */
export const LongTitle: Story = {
  args: {
    title: '提现至中国工商银行股份有限公司上海市分行营业部（0123）',
    amount: '¥123456.78',
    status: '已到账',
    tone: 'success',
  },
};
