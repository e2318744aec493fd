// /shaveActivity/index/{activityId?} and /shaveActivityNew/index/{activityId?}: 刮刮乐, in the frame
// every game shares (GameFrame). 刮一张 asks for the draw, and only its answer brings the card, the
// prize under a coating to scratch off (or 直接揭晓); once revealed the result is said in words, and
// 再刮一张 follows while draws remain.
import { useParams } from 'react-router-dom';
import type { ActivityInfo } from '@merchant-h5/sdk';
import { drawState } from '../lib/drawState';
import { useShave } from '../lib/useShave';
import { ActivityLoader } from './ActivityLoader';
import { GameFrame } from './GameFrame';
import { ScratchCard } from './ScratchCard';
import './scratch.css';

function ScratchGame({ activity }: { activity: ActivityInfo }) {
  const { onDraw, drawing, card, revealed, reveal, refusal } = useShave(activity);
  const scratching = card !== null && !revealed;
  // While a draw runs or a card is out, the activity reloads under it: where it stands waits for the reveal.
  const state = drawing || scratching ? 'ready' : drawState(activity);
  return (
    <GameFrame
      kind="shave"
      activity={activity}
      state={state}
      refusal={refusal}
      result={revealed ? card : null}
    >
      {card ? <ScratchCard key={card.recordId} result={card} revealed={revealed} onReveal={reveal} /> : null}
      {state === 'ready' && !scratching ? (
        <div className="mh-scratch-action">
          <button
            type="button"
            className="mh-button mh-button--primary mh-button--block"
            disabled={drawing}
            onClick={onDraw}
          >
            {drawing ? '刮奖中…' : card ? '再刮一张' : '刮一张'}
          </button>
        </div>
      ) : null}
    </GameFrame>
  );
}

export function ShaveView() {
  const { activityId = '' } = useParams();
  return (
    <ActivityLoader activityId={activityId} kind="shave">
      {(a) => <ScratchGame activity={a} />}
    </ActivityLoader>
  );
}
