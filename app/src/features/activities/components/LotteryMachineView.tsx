// /lotteryMachine/home/{activityId?}: the activity's name and dates, the chances left first and
// large, the board with 抽奖 in its centre (or why the merchant cannot draw, with the way on), the
// draw's result in words, and the links to the rules and the prizes won.
import { useParams } from 'react-router-dom';
import type { ActivityInfo } from '@merchant-h5/sdk';
import { STATE_SHORT, drawState } from '../lib/drawState';
import { useDraw } from '../lib/useDraw';
import { ActivityLoader } from './ActivityLoader';
import { GameFrame } from './GameFrame';
import { LotteryBoard } from './LotteryBoard';
import './activities.css';

function LotteryMachine({ activity }: { activity: ActivityInfo }) {
  const { onDraw, busy, lit, result, refusal } = useDraw(activity);
  // While a draw runs the board keeps its button (locked): the activity reloads under it.
  const state = busy ? 'ready' : drawState(activity);
  return (
    <GameFrame kind="lotteryMachine" activity={activity} state={state} refusal={refusal} result={result}>
      <LotteryBoard prizes={activity.prizes} lit={lit} busy={busy}>
        {state === 'ready' ? (
          <button
            type="button"
            className="mh-button mh-button--primary mh-button--block"
            disabled={busy}
            onClick={onDraw}
          >
            {busy ? '抽奖中…' : '抽奖'}
          </button>
        ) : (
          <p className="mh-lottery-center-state">{STATE_SHORT[state]}</p>
        )}
      </LotteryBoard>
    </GameFrame>
  );
}

export function LotteryMachineView() {
  const { activityId = '' } = useParams();
  return (
    <ActivityLoader activityId={activityId} kind="lotteryMachine">
      {(a) => <LotteryMachine activity={a} />}
    </ActivityLoader>
  );
}
