// /refundTradeFee/deductionPrizeList/{activityId}: the fee deductions the activity gave, newest first,
// each with how much of it the trades since have used (a progress bar and 已抵扣 ¥1.20 / ¥2.00) and
// whether some is left; none yet says how one is earned, with the way to take it.
import { Link, useParams } from 'react-router-dom';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { RecordRow } from '../../../components/RecordRow/RecordRow';
import { formatYuan } from '../../../lib/format';
import { usePrizeListQuery } from '../api/prizes';
import { deductionState, isDeduction, isUsedUp, usedOf, usedText } from '../lib/deductions';
import { gameHref } from '../lib/links';
import { ActivityLinks } from './ActivityLinks';
import './activities.css';
import './deductions.css';

export function DeductionListView() {
  const { activityId = '' } = useParams();
  const prizes = usePrizeListQuery(activityId);
  const list = (prizes.data?.list ?? []).filter(isDeduction);
  return (
    <QueryState
      {...queryStatus(prizes)}
      isEmpty={list.length === 0}
      emptyText="还没有手续费抵扣，交易满 100 元即可领取"
      emptyDescription={
        <Link className="mh-button mh-button--link" to={gameHref('tradeRefundFee', activityId)}>
          去领取抵扣
        </Link>
      }
    >
      <ul className="mh-prizes" aria-label="手续费抵扣" data-state="ready">
        {list.map((p) => (
          <li key={p.prizeId} className="mh-prize" data-testid={`deduction-${p.prizeId}`}>
            <RecordRow
              title={p.prizeName}
              amount={formatYuan(p.amount)}
              time={p.time}
              status={deductionState(p)}
              tone={isUsedUp(p) ? undefined : 'success'}
            />
            <div className="mh-deduction-progress">
              <ProgressBar
                label={`${p.prizeName} 抵扣进度`}
                value={usedOf(p)}
                max={p.amount}
                text={usedText(p)}
                tone={isUsedUp(p) ? 'done' : 'progress'}
              />
            </div>
          </li>
        ))}
      </ul>
      <ActivityLinks kind="tradeRefundFee" activityId={activityId} to={['game', 'rules']} />
    </QueryState>
  );
}
