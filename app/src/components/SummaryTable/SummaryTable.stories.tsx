import type { Meta, StoryObj } from '@storybook/react-vite';
import { SummaryTable } from './SummaryTable';

const meta: Meta<typeof SummaryTable> = { title: 'Data/SummaryTable', component: SummaryTable };
export default meta;
type Story = StoryObj<typeof SummaryTable>;

/** A month bill's totals. */
export const Grid: Story = {
  args: {
    items: [
      { label: '交易金额', value: '¥3500.00' },
      { label: '交易笔数', value: '42笔' },
      { label: '手续费', value: '¥13.30' },
      { label: '提现金额', value: '¥3200.00' },
    ],
  },
};
/** One figure a row: a merchant's level, a year's savings. */
export const Column: Story = {
  args: { layout: 'column', items: [{ label: '2026年累计节省', value: '¥268.40' }] },
};
/** The sentence under a list's filters. */
export const Line: Story = {
  args: {
    layout: 'line',
    items: [
      { label: '成功', value: '45 笔' },
      { label: '金额', value: '¥9999.00' },
      { label: '手续费', value: '¥12.00' },
    ],
  },
};
