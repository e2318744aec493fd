// The order screen opened without an order number: says so, links to the orders and offers the
// newest few.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href, paths } from '../../../config/paths';
import { usePointsOrdersInfiniteQuery } from '../api/orders';
import { orderHref } from '../lib/links';
import { OrderRow } from './OrderRow';
import './mall.css';

const SHOWN = 3;

export function RecentOrders({ message }: { message: string }) {
  const orders = usePointsOrdersInfiniteQuery({});
  const list = orders.data?.pages[0]?.list.slice(0, SHOWN) ?? [];
  return (
    <div className="mh-mall">
      <section className="mh-mall-section" aria-labelledby="orders-pick-title">
        <h1 id="orders-pick-title" className="mh-mall-title">
          {message}
        </h1>
        <Link className="mh-button mh-button--primary mh-button--block" to={href(paths.points.integralOrder)}>
          查看兑换订单
        </Link>
      </section>
      <QueryState
        {...queryStatus(orders)}
        isEmpty={list.length === 0}
        emptyText="还没有兑换订单"
        emptyDescription={
          <Link className="mh-mall-link" to={href(paths.points.pointMall)}>
            去积分商城兑换好礼
          </Link>
        }
      >
        <section className="mh-mall-section" aria-labelledby="orders-pick-recent" data-state="ready">
          <h2 id="orders-pick-recent">最近的订单</h2>
          <ul className="mh-mall-picker">
            {list.map((o) => (
              <li key={o.orderNo}>
                <Link to={orderHref(o.orderNo)}>
                  <OrderRow order={o} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </QueryState>
    </div>
  );
}
