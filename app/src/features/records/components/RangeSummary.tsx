import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { formatYuan } from '../../../lib/format';

export interface RangeSummaryProps {
  count: number;
  amount: number;
  fee?: number;
  /** What was counted: '成功' trades, '已到账' withdrawals. */
  label?: string;
}

/** The filtered range in one line: successful trades, their amount and fees. */
export function RangeSummary({ count, amount, fee, label = '成功' }: RangeSummaryProps) {
  const items = [
    { label, value: `${count} 笔` },
    { label: '金额', value: formatYuan(amount) },
  ];
  if (fee !== undefined) items.push({ label: '手续费', value: formatYuan(fee) });
  return <SummaryTable layout="line" items={items} />;
}
