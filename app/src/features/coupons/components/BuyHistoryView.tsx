// /coupon/buyHistory: the merchant's coupon orders newest first, bought and exchanged, loaded a page
// at a time as the merchant scrolls (the records lists' ListScreen).
import { Link } from 'react-router-dom';
import type { CouponOrder } from '@merchant-h5/sdk';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { useListSource } from '../../../components/ListScreen/useListSource';
import { href, paths } from '../../../config/paths';
import { useCouponOrdersInfiniteQuery } from '../api/buyHistory';
import { ORDER_ROW_HEIGHT, OrderRow } from './OrderRow';
import './coupons.css';

const rowKey = (o: CouponOrder) => o.orderNo;
const renderRow = (o: CouponOrder) => <OrderRow order={o} />;

export function BuyHistoryView() {
  const source = useListSource(useCouponOrdersInfiniteQuery());
  return (
    <ListScreen
      label="购买记录"
      source={source}
      rowKey={rowKey}
      renderRow={renderRow}
      rowHeight={ORDER_ROW_HEIGHT}
      emptyText="还没有购买或兑换记录"
      emptyHint={
        <>
          去<Link to={href(paths.tasks.couponMall)}>券商城</Link>购买，或有兑换码？
          <Link to={href(paths.tasks.exchangeCode)}>去兑换</Link>
        </>
      }
    />
  );
}
