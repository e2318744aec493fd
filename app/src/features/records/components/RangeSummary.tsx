import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { formatYuan } from '../../../lib/format';

export type RangeSummaryProps =
  | {
      count: number;
      amount: number;
      fee?: number;
      /** What was counted: '成功' trades, '已到账' withdrawals. */
      label?: string;
    }
  /** The first page is on its way: the line holds its place ('--'), so the list under it does not move. */
  | { pending: true; label?: string };

const PENDING = '--';

/** The filtered range in one line: successful trades, their amount and fees. */
export function RangeSummary(props: RangeSummaryProps) {
  const { label = '成功' } = props;
  const pending = 'pending' in props;
  const items = [
    { label, value: `${pending ? PENDING : props.count} 笔` },
    { label: '金额', value: pending ? PENDING : formatYuan(props.amount) },
  ];
  if (!pending && props.fee !== undefined) items.push({ label: '手续费', value: formatYuan(props.fee) });
  return <SummaryTable layout="line" items={items} />;
}
