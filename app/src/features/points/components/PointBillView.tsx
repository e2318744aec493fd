// /integralManage/PointBill: the balance on top, the kinds to filter by (kept in the address, so
// back returns to the same view), then the bill newest first, loaded a page at a time as the
// merchant scrolls (virtualised like the records lists).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PointEntry } from '@merchant-h5/sdk';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { useListSource } from '../../../components/ListScreen/useListSource';
import { RECORD_ROW_HEIGHT } from '../../../components/RecordRow/RecordRow';
import { href, paths } from '../../../config/paths';
import { useSearchValues } from '../../../lib/useSearchValues';
import { isBillFilter, usePointBillInfiniteQuery } from '../api/bill';
import type { BillFilter } from '../api/bill';
import { formatPoints } from '../../../lib/format';
import { BillRow } from './BillRow';
import { BillTypeChips } from './BillTypeChips';
import './points.css';

const rowKey = (e: PointEntry) => e.id;
const renderRow = (e: PointEntry) => <BillRow entry={e} />;

const EMPTY: Record<BillFilter, { text: string; hint: ReactNode }> = {
  '': {
    text: '还没有积分记录',
    hint: (
      <>
        每日签到即可获得积分，<Link to={href(paths.points.home)}>去签到</Link>
      </>
    ),
  },
  '01': {
    text: '暂无获取记录',
    hint: (
      <>
        签到、交易达标和完成任务都能获得积分，<Link to={href(paths.points.homeIntro)}>看看怎么赚</Link>
      </>
    ),
  },
  '02': {
    text: '暂无使用记录',
    hint: (
      <>
        积分可兑换商品，<Link to={href(paths.points.pointMall)}>去积分商城</Link>
      </>
    ),
  },
  '03': { text: '暂无过期积分', hint: '积分自获得之日起 12 个月内有效，到期前记得兑换' },
};

export function PointBillView() {
  const [{ tradeType }, update] = useSearchValues(['tradeType']);
  const filter: BillFilter = isBillFilter(tradeType) ? tradeType : '';
  const query = usePointBillInfiniteQuery(filter);
  const source = useListSource(query);
  const balance = query.data?.pages[0]?.balance;
  return (
    <ListScreen
      label="积分明细"
      source={source}
      rowKey={rowKey}
      renderRow={renderRow}
      rowHeight={RECORD_ROW_HEIGHT}
      emptyText={EMPTY[filter].text}
      emptyHint={EMPTY[filter].hint}
      header={
        <div className="mh-points-bill-head">
          <p className="mh-points-muted">当前积分</p>
          <strong className="mh-points-balance" data-testid="points-balance">
            {formatPoints(balance)}
          </strong>
          <BillTypeChips value={filter} onChange={(code) => update({ tradeType: code })} />
        </div>
      }
    />
  );
}
