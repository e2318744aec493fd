// Trading particulars of one of my orders (?orderNo=, docs/product.md §2 gives the route no parameter);
// without one, those of the newest order. The order's detail comes from tradeDetailForOther by order number.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useSearchParams } from 'react-router-dom';
import { DetailScreen } from '../../../components/DetailScreen/DetailScreen';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useMirrorHref } from '../../../lib/useMirrorHref';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { useMyOrdersInfiniteQuery } from '../api/myOrders';
import { usePurchaseOrderDetailQuery } from '../api/transactionDetail';
import { purchaseOrderFields, purchaseOrderHeadline } from './purchaseOrderFields';

export function TradingParticularsView() {
  const [params] = useSearchParams();
  const asked = params.get('orderNo') ?? undefined;
  const latest = useMyOrdersInfiniteQuery(asked ? skipToken : {});
  const orderNo = asked ?? latest.data?.pages[0]?.list[0]?.orderNo;
  // The order number identifies the order on its own; the purchase type is not known here.
  const detail = usePurchaseOrderDetailQuery(orderNo ? { uuid: orderNo, type: '' } : skipToken);
  const data = detail.data;
  const toScreen = useMirrorHref();
  // The order's own record (docs/product.md §2 /transaction/purchaseOrder): type and day from the order.
  const orderLink = data
    ? toScreen(
        paths.records.purchaseOrder,
        href(paths.records.purchaseOrder, {
          uuid: data.uuid,
          type: data.goodsType,
          tranDt: data.createTime.slice(0, 10).replace(/-/g, ''),
        }),
      )
    : null;
  return (
    <DetailScreen
      {...queryStatus(latest, detail)}
      isEmpty={!orderNo || !data}
      emptyText={asked ? '未找到该订单' : '暂无订单'}
      headline={data ? purchaseOrderHeadline(data) : undefined}
      fields={data ? purchaseOrderFields(data) : []}
      footer={
        orderLink ? (
          <Link className="mh-detail-link" to={orderLink}>
            查看订单凭证
          </Link>
        ) : null
      }
    />
  );
}
