// The order screen opened without an order number: says so, links to the orders and offers the
// newest few.
import { Link } from 'react-router-dom';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href, paths } from '../../../config/paths';
import { usePointsOrdersInfiniteQuery } from '../api/orders';
import { orderHref } from '../lib/links';
import { NothingChosen } from './NothingChosen';
import { OrderRow } from './OrderRow';

const SHOWN = 3;

export function RecentOrders({ message }: { message: string }) {
  const orders = usePointsOrdersInfiniteQuery({});
  return (
    <NothingChosen
      message={message}
      back={{ to: href(paths.points.integralOrder), text: '查看兑换订单' }}
      status={queryStatus(orders)}
      heading="最近的订单"
      items={orders.data?.pages[0]?.list.slice(0, SHOWN) ?? []}
      itemKey={(o) => o.orderNo}
      itemHref={(o) => orderHref(o.orderNo)}
      renderItem={(o) => <OrderRow order={o} />}
      emptyText="还没有兑换订单"
      emptyDescription={
        <Link className="mh-mall-link" to={href(paths.points.pointMall)}>
          去积分商城兑换好礼
        </Link>
      }
    />
  );
}
