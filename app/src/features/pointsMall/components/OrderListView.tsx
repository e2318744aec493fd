// /integralManage/integralOrder: the merchant's points-mall orders, all or by status (?status=, so
// back from an order keeps the tab); a row opens the order; none yet → the way to the mall.
import type { IntegralOrder, IntegralOrderStatus } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { ChipGroup } from '../../../components/ChipGroup/ChipGroup';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { useListSource } from '../../../components/ListScreen/useListSource';
import { RECORD_ROW_HEIGHT } from '../../../components/RecordRow/RecordRow';
import { href, paths } from '../../../config/paths';
import { useSearchValues } from '../../../lib/useSearchValues';
import { usePointsOrdersInfiniteQuery } from '../api/orders';
import { orderHref } from '../lib/links';
import { OrderRow } from './OrderRow';
import './mall.css';

const TABS: ReadonlyArray<{ status: '' | IntegralOrderStatus; text: string }> = [
  { status: '', text: '全部' },
  { status: '01', text: '待发货' },
  { status: '03', text: '已完成' },
];

const rowKey = (o: IntegralOrder) => o.orderNo;
const renderRow = (o: IntegralOrder) => <OrderRow order={o} />;
const rowHref = (o: IntegralOrder) => orderHref(o.orderNo);

export function OrderListView() {
  const [values, update] = useSearchValues(['status']);
  const tab = TABS.find((t) => t.status === values.status) ?? TABS[0]!;
  const source = useListSource(usePointsOrdersInfiniteQuery(tab.status ? { status: tab.status } : {}));
  const header = (
    <ChipGroup
      label="按状态筛选"
      layout="scroll"
      chips={TABS.map((t) => ({ value: t.status, label: t.text }))}
      value={tab.status}
      onChange={(status) => update({ status })}
    />
  );
  return (
    <ListScreen
      label="兑换订单"
      source={source}
      header={header}
      rowKey={rowKey}
      renderRow={renderRow}
      rowHref={rowHref}
      rowHeight={RECORD_ROW_HEIGHT}
      emptyText={tab.status ? `暂无${tab.text}的订单` : '还没有兑换订单'}
      emptyHint={
        <Link className="mh-mall-link" to={href(paths.points.pointMall)}>
          去积分商城兑换好礼
        </Link>
      }
    />
  );
}
