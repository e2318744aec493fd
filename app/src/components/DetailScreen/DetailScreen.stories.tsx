import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailScreen } from './DetailScreen';

const meta: Meta<typeof DetailScreen> = {
  title: 'Screens/DetailScreen',
  component: DetailScreen,
  args: { isLoading: false, onRetry: () => undefined, fields: [] },
};
export default meta;
type Story = StoryObj<typeof DetailScreen>;

/** The card number arrives in full and shows masked; empty fields are left out. */
export const Loaded: Story = {
  args: {
    headline: { title: '刷卡消费', amount: 101, status: '交易成功', tone: 'success' },
    fields: [
      { label: '交易金额', value: 101, format: 'amount' },
      { label: '手续费', value: 0.6, format: 'amount' },
      { label: '银行卡号', value: '6222021234567890123', format: 'card' },
      { label: '发卡银行', value: '中国工商银行' },
      { label: '交易时间', value: '2026-11-20 10:30:05' },
      { label: '失败原因', value: undefined },
      { label: '订单号', value: 'O000001' },
    ],
  },
};
export const Failed: Story = {
  args: {
    headline: { title: '提现至中国工商银行（0123）', amount: 1520.5, status: '提现失败', tone: 'danger' },
    fields: [{ label: '失败原因', value: '收款银行账户状态异常，资金已退回余额' }],
  },
};
export const Loading: Story = { args: { isLoading: true } };
export const LoadError: Story = {
  args: { error: { kind: 'business', code: '404', message: '交易 T404 不存在' } },
};
export const Empty: Story = { args: { isEmpty: true, emptyText: '暂无提现记录' } };
