import type { MyOrder } from '@merchant-h5/sdk';
import { RecordRow } from '../../../components/RecordRow/RecordRow';
import { formatYuan } from '../../../lib/format';

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
