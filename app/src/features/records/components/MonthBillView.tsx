// The monthly bill: month switcher, the month's totals, the daily trend and the days' figures.
import type { MonthBill } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { formatYuan } from '../../../lib/format';
import { billMonth, useMonthBillQuery } from '../api/bills';
import { showMonthDay } from '../lib/dates';
import { useSearchValues } from '../lib/useSearchValues';
import { DailyTrendChart } from './DailyTrendChart';
import { MonthSwitcher } from './MonthSwitcher';
import { MonthTotals } from './MonthTotals';
import './bills.css';

function daysIn(monthDate: string): number {
  return new Date(Number(monthDate.slice(0, 4)), Number(monthDate.slice(4, 6)), 0).getDate();
}

function isEmptyMonth(bill: MonthBill | undefined): boolean {
  return !bill || (bill.totals.tradeCount === 0 && bill.daily.length === 0);
}

export function MonthBillView() {
  const [{ monthDate: asked }, update] = useSearchValues(['monthDate']);
  const monthDate = billMonth(asked);
  const query = useMonthBillQuery(monthDate);
  const { data } = query;
  const setMonth = (m: string) => update({ monthDate: m });
  const points = (data?.daily ?? []).map((d) => ({ day: Number(d.date.slice(6, 8)), amount: d.amount }));

  return (
    <div className="mh-bill">
      <MonthSwitcher value={monthDate} onChange={setMonth} />
      <QueryState {...queryStatus(query)} isEmpty={isEmptyMonth(data)} emptyText="本月暂无交易">
        {data ? (
          <>
            <MonthTotals totals={data.totals} />
            <DailyTrendChart monthDate={monthDate} points={points} daysInMonth={daysIn(monthDate)} />
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
                {[...data.daily]
                  .sort((a, b) => b.date.localeCompare(a.date))
                  .map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{showMonthDay(d.date)}</th>
                      <td>{d.count}笔</td>
                      <td>{formatYuan(d.amount)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
