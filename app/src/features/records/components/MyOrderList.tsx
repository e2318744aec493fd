// My orders (internetPay/orderList); a row opens its trading particulars.
import type { MyOrder } from '@merchant-h5/sdk';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { useListSource } from '../../../components/ListScreen/useListSource';
import { RECORD_ROW_HEIGHT } from '../../../components/RecordRow/RecordRow';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useMirrorHref } from '../../../lib/useMirrorHref';
import { useMyOrdersInfiniteQuery } from '../api/myOrders';
import { OrderRow } from './OrderRow';

const rowKey = (o: MyOrder) => o.orderNo;
const renderRow = (o: MyOrder) => <OrderRow order={o} />;

export function MyOrderList() {
  const source = useListSource(useMyOrdersInfiniteQuery({}));
  const toScreen = useMirrorHref();
  const rowHref = (o: MyOrder) =>
    toScreen(
      paths.records.tradingParticulars,
      href(paths.records.tradingParticulars, {}, { orderNo: o.orderNo }),
    );
  return (
    <ListScreen
      label="我的订单"
      source={source}
      rowKey={rowKey}
      renderRow={renderRow}
      rowHref={rowHref}
      rowHeight={RECORD_ROW_HEIGHT}
      emptyText="暂无订单"
    />
  );
}
