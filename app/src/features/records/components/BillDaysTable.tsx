// The month bill's days, newest first; each day's date opens that day's transactions.
import { Link } from 'react-router-dom';
import type { MonthBill } from '@merchant-h5/sdk';
import { showMonthDay } from '../../../lib/dates';
import { formatYuan } from '../../../lib/format';

export interface BillDaysTableProps {
  daily: MonthBill['daily'];
  /** The address of a day's transactions, 'YYYYMMDD' → url. */
  dayHref: (date: string) => string;
}

export function BillDaysTable({ daily, dayHref }: BillDaysTableProps) {
  return (
    <table className="mh-bill-days">
      <caption>每日明细</caption>
      <thead>
        <tr>
          <th scope="col">日期</th>
          <th scope="col">笔数</th>
          <th scope="col">金额</th>
        </tr>
      </thead>
      <tbody>
        {[...daily]
          // 'YYYYMMDD' sorts as text; newest first
          .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
          .map((d) => (
            <tr key={d.date}>
              <th scope="row">
                <Link
                  className="mh-bill-day-link"
                  to={dayHref(d.date)}
                  aria-label={`${showMonthDay(d.date)} 的交易`}
                >
                  {showMonthDay(d.date)}
                </Link>
              </th>
              <td>{d.count}笔</td>
              <td>{formatYuan(d.amount)}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
