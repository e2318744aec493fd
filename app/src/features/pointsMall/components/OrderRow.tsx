// One points-mall order in a list: the good and count, the points spent, when, and its status.
import type { IntegralOrder } from '@merchant-h5/sdk';
import { RecordRow } from '../../../components/RecordRow/RecordRow';
import { formatPoints } from '../../../lib/format';

/** '01' waits for delivery, '03' is done. */
export function orderTone(status: IntegralOrder['status']): 'warning' | 'success' {
  return status === '01' ? 'warning' : 'success';
}

export function OrderRow({ order }: { order: IntegralOrder }) {
  return (
    <RecordRow
      title={`${order.commodityName} ×${order.count}`}
      amount={`${formatPoints(order.points)} 积分`}
      time={order.createTime}
      status={order.statusName}
      tone={orderTone(order.status)}
    />
  );
}
