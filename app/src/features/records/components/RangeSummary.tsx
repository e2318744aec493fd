import { formatYuan } from '../../../lib/format';
import './filters.css';

export interface RangeSummaryProps {
  count: number;
  amount: number;
  fee?: number;
  /** What was counted: '成功' trades, '已到账' withdrawals. */
  label?: string;
}

/** The filtered range in one line: successful trades, their amount and fees. */
export function RangeSummary({ count, amount, fee, label = '成功' }: RangeSummaryProps) {
  return (
    <p className="mh-range-summary" aria-live="polite">
      {label} {count} 笔，金额 {formatYuan(amount)}
      {fee !== undefined ? `，手续费 ${formatYuan(fee)}` : ''}
    </p>
  );
}
