// Saving bills (wealthBill): what the merchant saved per month of a year, fees avoided and rewards.
import { useState } from 'react';
import { YearStepper } from '../../../components/MonthStepper/YearStepper';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { showYm } from '../../../lib/dates';
import { formatYuan } from '../../../lib/format';
import { useWealthBillQuery } from '../api/bills';
import './bills.css';

export function SavingBillsView() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const query = useWealthBillQuery(String(year));
  const { data } = query;
  return (
    <div className="mh-bill">
      <YearStepper label="账单年份" value={year} onChange={setYear} />
      <QueryState
        {...queryStatus(query)}
        isEmpty={!data || data.months.length === 0}
        emptyText="暂无储蓄账单"
      >
        {data ? (
          <>
            <SummaryTable
              layout="column"
              items={[{ label: `${year}年累计节省`, value: formatYuan(data.totalSaved) }]}
            />
            <table className="mh-bill-days">
              <caption>每月明细</caption>
              <thead>
                <tr>
                  <th scope="col">月份</th>
                  <th scope="col">节省手续费</th>
                  <th scope="col">奖励</th>
                  <th scope="col">合计</th>
                </tr>
              </thead>
              <tbody>
                {data.months.map((m) => (
                  <tr key={m.monthDate}>
                    <th scope="row">{showYm(m.monthDate)}</th>
                    <td>{formatYuan(m.savedFee)}</td>
                    <td>{formatYuan(m.reward)}</td>
                    <td>{formatYuan(m.total)}</td>
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
