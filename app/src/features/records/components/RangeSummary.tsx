import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { formatYuan } from '../../../lib/format';

export interface RangeSummaryProps {
  /** The first page's summary; undefined until it comes (or when the server sends none). */
  summary?: { count: number; amount: number; fee?: number };
  /** The first page is on its way: the line holds its place ('--'), so the list under it does not move. */
  pending: boolean;
  /** What was counted: '成功' trades, '已到账' withdrawals. */
  label?: string;
}

const PENDING = '--';

/** The filtered range in one line: successful trades, their amount and fees; nothing without a summary once loaded. */
export function RangeSummary({ summary, pending, label = '成功' }: RangeSummaryProps) {
  if (!summary && !pending) return null;
  const items = [
    { label, value: `${summary ? summary.count : PENDING} 笔` },
    { label: '金额', value: summary ? formatYuan(summary.amount) : PENDING },
  ];
  if (summary?.fee !== undefined) items.push({ label: '手续费', value: formatYuan(summary.fee) });
  return <SummaryTable layout="line" items={items} />;
}
