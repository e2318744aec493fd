import type { MyOrder } from '@merchant-h5/sdk';
import { formatYuan } from '../../../lib/format';
import { RecordRow } from './RecordRow';

export function OrderRow({ order }: { order: MyOrder }) {
  return (
    <RecordRow
      title={order.goodsName}
      amount={formatYuan(order.amount)}
      time={order.createTime}
      status={order.statusName}
      tone={order.status === '02' ? 'success' : 'warning'}
    />
  );
}
