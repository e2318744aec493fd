// One coupon order: the coupon and count with the amount paid (¥0.00 for an exchange), when and its
// state in words, then the order number (not private: the merchant quotes it to support).
import type { CouponOrder } from '@merchant-h5/sdk';
import { RECORD_ROW_HEIGHT } from '../../../components/RecordRow/RecordRow';
import { formatYuan } from '../../../lib/format';

/** Design pixels: a record row and one caption line for the order number. */
export const ORDER_ROW_HEIGHT = RECORD_ROW_HEIGHT + 40;

export function OrderRow({ order }: { order: CouponOrder }) {
  return (
    <div className="mh-record-row" data-order-status={order.statusName}>
      <div className="mh-record-line">
        <span className="mh-record-title">
          {order.couponName} ×{order.count}
        </span>
        <span className="mh-record-amount">{formatYuan(order.amount)}</span>
      </div>
      <div className="mh-record-line mh-record-sub">
        <span>{order.payTime || order.createTime}</span>
        <span data-tone="success">{order.statusName}</span>
      </div>
      <div className="mh-record-line mh-record-sub">订单号 {order.orderNo}</div>
    </div>
  );
}
