import type { PurchaseOrderDetail } from '@merchant-h5/sdk';
import type { DetailField } from '../../../components/DetailScreen/DetailFields';
import type { DetailHeadline } from '../../../components/DetailScreen/DetailScreen';

/** What a purchase order shows, on /transaction/purchaseOrder and /myOrder/tradingParticulars. */
export function purchaseOrderFields(o: PurchaseOrderDetail): DetailField[] {
  return [
    { label: '商品名称', value: o.goodsName },
    { label: '购买数量', value: String(o.quantity) },
    { label: '订单金额', value: o.amount, format: 'amount' },
    { label: '支付方式', value: o.payWay },
    { label: '订单号', value: o.orderNo },
    { label: '下单时间', value: o.createTime },
    { label: '支付时间', value: o.payTime },
  ];
}

export function purchaseOrderHeadline(o: PurchaseOrderDetail): DetailHeadline {
  return {
    title: o.goodsName,
    amount: o.amount,
    status: o.statusName,
    tone: o.status === '02' ? 'success' : 'warning',
  };
}
