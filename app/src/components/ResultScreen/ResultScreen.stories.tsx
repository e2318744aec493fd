import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultScreen } from './ResultScreen';

const meta: Meta<typeof ResultScreen> = { title: 'Screens/ResultScreen', component: ResultScreen };
export default meta;
type Story = StoryObj<typeof ResultScreen>;

const done = { text: '完成', onClick: () => undefined };

export const Success: Story = {
  args: { status: 'success', title: '支付成功', description: '¥99.00', primary: done },
};
export const Failed: Story = {
  args: {
    status: 'error',
    title: '支付失败',
    description: '银行卡余额不足',
    primary: { text: '重新支付', onClick: () => undefined },
    secondary: { text: '返回', onClick: () => undefined },
  },
};
export const Waiting: Story = {
  args: { status: 'waiting', title: '审核中', description: '提交成功，请耐心等待审核', primary: done },
};
export const Warning: Story = { args: { status: 'warning', title: '信息待补充', primary: done } };
/** No actions: no action bar. */
export const InfoOnly: Story = { args: { status: 'info', title: '已提交' } };
