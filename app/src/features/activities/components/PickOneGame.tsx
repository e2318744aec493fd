// A "pick one" game's screen (/smash/eggs/…, /boxActivity/index/…, /doubleEleven/…, /luxuryStorm/…,
// /MarchGift/MarchGift): the
// frame every game shares round a board of N items; a tap on one draws (usePickOne), the item opens
// on the answer, and the way to the next draw is under the board while draws remain.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ActivityInfo } from '@merchant-h5/sdk';
import { STATE_SHORT, drawState, type DrawState } from '../lib/drawState';
import { PICK_ONE_GAMES, type PickOneItems, type PickOneKind } from '../lib/pickOneGames';
import { usePickOne, type PickPhase } from '../lib/usePickOne';
import { ActivityLoader } from './ActivityLoader';
import { GameFrame } from './GameFrame';
import { PickOneBoard } from './PickOneBoard';

/** Under the board: the way to the next draw (null: a button), or what the board waits for. */
function caption(items: PickOneItems, phase: PickPhase, state: DrawState, again: boolean): string | null {
  if (again) return null;
  if (phase === 'waiting' || phase === 'opening') return items.waiting;
  if (state !== 'ready') return STATE_SHORT[state];
  return phase === 'idle' ? items.hint : STATE_SHORT.noDraws;
}

function PickOne({ kind, activity }: { kind: PickOneKind; activity: ActivityInfo }) {
  const items = PICK_ONE_GAMES[kind];
  const { picked, phase, motion, result, refusal, onPick, onAgain } = usePickOne(activity);
  // While a draw runs the board stays: the activity reloads under it. Its opened item stays too.
  const drawing = phase === 'waiting' || phase === 'opening';
  const state = drawing ? 'ready' : drawState(activity);
  const again = phase === 'open' && state === 'ready' && (result?.remainingDraws ?? 0) > 0;
  const text = caption(items, phase, state, again);
  return (
    <GameFrame kind={kind} activity={activity} state={state} refusal={refusal} result={result}>
      <PickOneBoard
        items={items}
        picked={picked}
        phase={phase}
        motion={motion}
        result={result}
        playable={phase !== 'idle' || state === 'ready'}
        onPick={onPick}
      >
        {text === null ? (
          <button type="button" className="mh-button mh-button--primary mh-button--block" onClick={onAgain}>
            {items.again}
          </button>
        ) : (
          <p className="mh-lottery-center-state">{text}</p>
        )}
      </PickOneBoard>
    </GameFrame>
  );
}

export interface PickOneGameProps {
  kind: PickOneKind;
  /** Under the game (the March gift's rules, which have no address of their own). */
  after?: (activity: ActivityInfo) => ReactNode;
}

/** The game `kind` of the address's activity, or the first activity of that kind. */
export function PickOneGame({ kind, after }: PickOneGameProps) {
  const { activityId = '' } = useParams();
  return (
    <ActivityLoader activityId={activityId} kind={kind}>
      {(a) => (
        <>
          <PickOne kind={kind} activity={a} />
          {after?.(a)}
        </>
      )}
    </ActivityLoader>
  );
}
