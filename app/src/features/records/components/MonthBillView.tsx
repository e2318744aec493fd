// The monthly bill: month stepper, the month's totals, the daily trend and the days' figures.
import type { MonthBill } from '@merchant-h5/sdk';
import { MonthStepper } from '../../../components/MonthStepper/MonthStepper';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { daysInMonth, showMonthDay } from '../../../lib/dates';
import { formatYuan } from '../../../lib/format';
import { useSearchValues } from '../../../lib/useSearchValues';
import { billMonth, useMonthBillQuery } from '../api/bills';
import { DailyTrendChart } from './DailyTrendChart';
import './bills.css';

/** The month in four numbers: trade amount and count, fees, withdrawals. */
function monthTotals(totals: MonthBill['totals']) {
  return [
    { label: '交易金额', value: formatYuan(totals.tradeAmount) },
    { label: '交易笔数', value: `${totals.tradeCount}笔` },
    { label: '手续费', value: formatYuan(totals.fee) },
    { label: '提现金额', value: formatYuan(totals.withdrawalAmount) },
  ];
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
      <MonthStepper label="账单月份" value={monthDate} onChange={setMonth} />
      <QueryState {...queryStatus(query)} isEmpty={isEmptyMonth(data)} emptyText="本月暂无交易">
        {data ? (
          <>
            <SummaryTable items={monthTotals(data.totals)} />
            <DailyTrendChart monthDate={monthDate} points={points} daysInMonth={daysInMonth(monthDate)} />
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
