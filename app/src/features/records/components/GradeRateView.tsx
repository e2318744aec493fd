// The merchant's level and the rate of each way of paying (rate/queryLevelAndRate).
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { formatYuan } from '../../../lib/format';
import { useLevelAndRateQuery } from '../api/gradeRate';
import './bills.css';

export function GradeRateView() {
  const query = useLevelAndRateQuery();
  const { data } = query;
  return (
    <div className="mh-bill">
      <QueryState {...queryStatus(query)} isEmpty={!data} emptyText="暂无费率信息">
        {data ? (
          <>
            <SummaryTable
              layout="column"
              items={[
                {
                  label: '商户等级',
                  value: data.levelName ? `${data.levelName}（${data.level}）` : data.level,
                },
              ]}
            />
            <table className="mh-bill-days">
              <caption>费率</caption>
              <thead>
                <tr>
                  <th scope="col">支付方式</th>
                  <th scope="col">费率</th>
                  <th scope="col">封顶</th>
                </tr>
              </thead>
              <tbody>
                {data.rates.map((r) => (
                  <tr key={r.payWay}>
                    <th scope="row">{r.name}</th>
                    <td>{r.rate}%</td>
                    <td>{r.cap !== undefined ? formatYuan(r.cap) : '不封顶'}</td>
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
