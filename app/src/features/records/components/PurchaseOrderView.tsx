import { skipToken } from '@reduxjs/toolkit/query/react';
import { DetailScreen } from '../../../components/DetailScreen/DetailScreen';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { usePurchaseOrderDetailQuery } from '../api/transactionDetail';
import { purchaseOrderFields, purchaseOrderHeadline } from './purchaseOrderFields';

export interface PurchaseOrderViewProps {
  uuid?: string;
  type?: string;
  tranDt?: string;
}

/** An order the merchant bought (device, service fee, membership, coupon). */
export function PurchaseOrderView({ uuid, type, tranDt }: PurchaseOrderViewProps) {
  const arg = uuid && type ? { uuid, type, ...(tranDt ? { tranDt } : {}) } : skipToken;
  const query = usePurchaseOrderDetailQuery(arg);
  const { data } = query;
  return (
    <DetailScreen
      {...queryStatus(query)}
      isEmpty={arg === skipToken || !data}
      emptyText="未找到该订单"
      headline={data ? purchaseOrderHeadline(data) : undefined}
      fields={data ? purchaseOrderFields(data) : []}
    />
  );
}
