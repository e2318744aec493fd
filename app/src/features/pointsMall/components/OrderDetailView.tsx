// /integralManage/integralOrderIntro?orderNo=: one order — the points spent first and large, its
// status, the good and count, when, and for a physical good where it goes (mobile shown 3 + 4).
// Without an order number, or with one the server does not know, it says so and links to the orders.
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { IntegralOrder } from '@merchant-h5/sdk';
import { maskMobile } from '@merchant-h5/sdk';
import { Link, useSearchParams } from 'react-router-dom';
import { DetailFields } from '../../../components/DetailScreen/DetailFields';
import type { DetailField } from '../../../components/DetailScreen/DetailFields';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href, paths } from '../../../config/paths';
import { usePointsOrderQuery } from '../api/orders';
import { addressLine } from '../lib/addressForm';
import { formatPoints } from '../../../lib/format';
import { isNotFound } from '../lib/refusal';
import { NotFound } from './NotFound';
import { orderTone } from './OrderRow';
import { RecentOrders } from './RecentOrders';
import '../../../components/DetailScreen/DetailScreen.css';
import '../../../components/tone.css';
import './mall.css';

function fields(o: IntegralOrder): DetailField[] {
  return [
    { label: '兑换商品', value: o.commodityName },
    { label: '兑换数量', value: `${o.count} 件` },
    { label: '兑换时间', value: o.createTime },
    { label: '订单编号', value: o.orderNo },
    { label: '收货人', value: o.address ? `${o.address.name} ${maskMobile(o.address.phone)}` : undefined },
    { label: '收货地址', value: o.address ? addressLine(o.address) : undefined },
  ];
}

function OrderDetail({ order }: { order: IntegralOrder }) {
  return (
    <article className="mh-detail" data-state="ready">
      <header className="mh-detail-headline">
        <h1 className="mh-detail-title">消耗积分</h1>
        <p className="mh-detail-amount" data-testid="order-points">
          {formatPoints(order.points)}
        </p>
        <p className="mh-detail-status" data-tone={orderTone(order.status)} data-testid="order-status">
          {order.statusName}
        </p>
      </header>
      <DetailFields fields={fields(order)} />
      <footer className="mh-detail-footer">
        <Link className="mh-detail-link" to={href(paths.points.integralOrder)}>
          查看全部兑换订单
        </Link>
        <Link className="mh-detail-link" to={href(paths.points.pointMall)}>
          继续兑换
        </Link>
      </footer>
    </article>
  );
}

export function OrderDetailView() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = usePointsOrderQuery(orderNo || skipToken);
  if (!orderNo) return <RecentOrders message="未指定订单，请从兑换订单中选择" />;
  const found = order.data?.list[0];
  if (isNotFound(order.error))
    return (
      <NotFound
        title="未找到该订单"
        error={order.error}
        to={href(paths.points.integralOrder)}
        linkText="查看兑换订单"
      />
    );
  return (
    <QueryState
      {...queryStatus(order)}
      isEmpty={!found}
      emptyText="未找到该订单"
      emptyDescription={
        <Link className="mh-mall-link" to={href(paths.points.integralOrder)}>
          查看兑换订单
        </Link>
      }
    >
      {found ? <OrderDetail order={found} /> : null}
    </QueryState>
  );
}
