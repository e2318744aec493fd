import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmSheet } from './ConfirmSheet';

const meta: Meta<typeof ConfirmSheet> = {
  title: 'Feedback/ConfirmSheet',
  component: ConfirmSheet,
  args: {
    open: true,
    title: '确认兑换',
    confirmText: '确认兑换',
    busyText: '兑换中…',
    children: '品牌保温杯 ×1',
    rows: [
      { label: '消耗积分', value: '2,000' },
      { label: '剩余积分', value: '3,680' },
    ],
    onConfirm: () => {},
    onCancel: () => {},
  },
};
export default meta;

export const PointsExchange: StoryObj<typeof ConfirmSheet> = {};
export const InFlight: StoryObj<typeof ConfirmSheet> = { args: { busy: true } };
export const Payment: StoryObj<typeof ConfirmSheet> = {
  args: {
    title: '确认支付',
    confirmText: '确认支付',
    children: '服务费',
    rows: [{ label: '支付金额', value: '¥99.00' }],
  },
};
