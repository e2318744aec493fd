import type { DaySubtotal } from '@merchant-h5/sdk';
import { formatYuan } from '../../../lib/format';
import { dayTitle } from '../../../lib/dates';
import './transactionList.css';

/** Height of {@link DayHeader} in design pixels (750-px layout). */
export const DAY_HEADER_HEIGHT = 72;

/** The row above a day's trades: the day, then its successful trades' count and subtotal. */
export function DayHeader({ date, subtotal }: { date: string; subtotal?: DaySubtotal }) {
  return (
    <div className="mh-day-header">
      <span className="mh-day-title">{dayTitle(date)}</span>
      {subtotal ? (
        <span className="mh-day-subtotal">
          成功 {subtotal.count} 笔 {formatYuan(subtotal.amount)}
        </span>
      ) : null}
    </div>
  );
}
