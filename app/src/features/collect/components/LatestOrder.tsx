// The merchant's last order under the amount form: what it was and how it ended, linked to its
// result (the way back to a collection the merchant did not see finish).
import { Link } from 'react-router-dom';
import { Money } from '../../../components/Money';
import { useLatestCollectOrderQuery } from '../api/orders';
import { flowLinks, isPayment, resultStateOf } from '../lib/flow';

export function LatestOrder() {
  const { data } = useLatestCollectOrderQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!isPayment(data)) return null;
  const to = flowLinks(false).result(resultStateOf(data), data.payOrderNo);
  return (
    <section className="mh-collect-section" aria-labelledby="collect-latest">
      <h2 id="collect-latest">上一笔订单</h2>
      <Link className="mh-collect-latest" to={to}>
        <span>
          {data.statusName}
          <br />
          <span className="mh-collect-muted">{data.payTime ?? data.createTime}</span>
        </span>
        <Money amount={data.amount} />
      </Link>
    </section>
  );
}
