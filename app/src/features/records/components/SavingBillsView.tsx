// Saving bills (wealthBill): what the merchant saved per month of a year, fees avoided and rewards.
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { formatYuan } from '../../../lib/format';
import { useWealthBillQuery } from '../api/bills';
import { showYm } from '../lib/dates';
import './bills.css';

export function SavingBillsView() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const query = useWealthBillQuery(String(year));
  const { data } = query;
  return (
    <div className="mh-bill">
      <div className="mh-month-switcher" role="group" aria-label="账单年份">
        <button type="button" className="mh-step" aria-label="上一年" onClick={() => setYear(year - 1)}>
          ‹
        </button>
        <span className="mh-month-current">{year}年</span>
        <button
          type="button"
          className="mh-step"
          aria-label="下一年"
          disabled={year >= thisYear}
          onClick={() => setYear(year + 1)}
        >
          ›
        </button>
      </div>
      <QueryState
        {...queryStatus(query)}
        isEmpty={!data || data.months.length === 0}
        emptyText="暂无储蓄账单"
      >
        {data ? (
          <>
            <dl className="mh-bill-totals mh-bill-totals--single">
              <div className="mh-bill-total">
                <dt>{year}年累计节省</dt>
                <dd>{formatYuan(data.totalSaved)}</dd>
              </div>
            </dl>
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
