// /tradeRefundFee/index/{activityId}: the trade refund-fee deduction (交易返手续费). The frame every
// game shares (chances left, why not now, the result said, the rules and prizes) round how a
// deduction is earned (the activity's chance sources: a trade of 100 yuan today), the one button that
// takes it (useDrawCall: locked in flight, one draw a tap, the key kept across a reload), and the
// deductions granted and used so far with the way to their list.
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ActivityInfo, DrawResult } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { href, paths } from '../../../config/paths';
import { formatYuan } from '../../../lib/format';
import { usePrizeListQuery } from '../api/prizes';
import { deductionTotals } from '../lib/deductions';
import { STATE_SHORT, drawState } from '../lib/drawState';
import { useDrawCall } from '../lib/useDrawCall';
import { ActivityLoader } from './ActivityLoader';
import { GameFrame } from './GameFrame';
import './activities.css';
import './deductions.css';

/**
 * The server's chance texts say "再得" (more beside the daily draws); this activity has no daily
 * draws, so each is what the merchant may take.
 */
const earnText = (text: string) => text.replace('再得', '可领');

function Totals({ activityId }: { activityId: string }) {
  const prizes = usePrizeListQuery(activityId);
  const { granted, used } = deductionTotals(prizes.data?.list ?? []);
  return (
    <Section
      title="我的手续费抵扣"
      action={
        <Link
          className="mh-button mh-button--link"
          to={href(paths.activities.deductionPrizeList, { activityId })}
        >
          抵扣明细
        </Link>
      }
      data-testid="deduction-totals"
    >
      <QueryState {...queryStatus(prizes)} skeletonLines={1}>
        <SummaryTable
          items={[
            { label: '已获得抵扣', value: formatYuan(granted) },
            { label: '已抵扣手续费', value: formatYuan(used) },
          ]}
        />
      </QueryState>
    </Section>
  );
}

function TradeRefundFee({ activity }: { activity: ActivityInfo }) {
  const { drawOnce, refusal } = useDrawCall(activity);
  const [drawing, setDrawing] = useState(false);
  const [result, setResult] = useState<DrawResult | null>(null);
  const busy = useRef(false);
  // While the draw runs the button stays (locked): the activity reloads under it.
  const state = drawing ? 'ready' : drawState(activity);

  const take = async () => {
    if (busy.current) return;
    busy.current = true;
    setDrawing(true);
    setResult(null);
    const answer = await drawOnce();
    if (answer) setResult(answer);
    busy.current = false;
    setDrawing(false);
  };

  return (
    <GameFrame kind="tradeRefundFee" activity={activity} state={state} refusal={refusal} result={result}>
      <Section title="如何获得抵扣">
        <ul className="mh-lottery-sources" data-testid="chance-sources">
          {activity.chanceSources.map((s) => (
            <li key={`${s.source}-${s.text}`}>{earnText(s.text)}</li>
          ))}
        </ul>
        <p className="mh-lottery-dates">领取的抵扣金额自动抵扣之后交易的手续费，先领先用</p>
        <div className="mh-deduction-take">
          {state === 'ready' ? (
            <button
              type="button"
              className="mh-button mh-button--primary mh-button--block"
              disabled={drawing}
              aria-busy={drawing}
              onClick={() => void take()}
            >
              {drawing ? '领取中…' : '领取手续费抵扣'}
            </button>
          ) : (
            <p className="mh-lottery-center-state">{STATE_SHORT[state]}</p>
          )}
        </div>
      </Section>
      <Totals activityId={activity.activityId} />
    </GameFrame>
  );
}

/** The address's activity (required by the route). */
export function TradeRefundFeeView() {
  const { activityId = '' } = useParams();
  return (
    <ActivityLoader activityId={activityId} kind="tradeRefundFee">
      {(a) => <TradeRefundFee activity={a} />}
    </ActivityLoader>
  );
}
