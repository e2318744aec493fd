// What every game's screen shows round its board: the activity's name and dates, the chances left
// first and large; under the board why the merchant cannot draw (or the refused draw's message) with
// the way on, the draw's result in words (aria-live: readable without the animation), and the links
// to the rules and the prizes won.
import type { ReactNode } from 'react';
import type { ActivityInfo, DrawResult } from '@merchant-h5/sdk';
import type { DrawState } from '../lib/drawState';
import type { GameKind } from '../lib/links';
import { ActivityHead } from './ActivityHead';
import { ActivityLinks } from './ActivityLinks';
import { DrawNotice } from './DrawNotice';
import { DrawResultPanel } from './DrawResultPanel';
import './activities.css';

export interface GameFrameProps {
  kind: GameKind;
  activity: ActivityInfo;
  /** Where the merchant stands ('ready' while a draw runs). */
  state: DrawState;
  refusal: string | undefined;
  result: DrawResult | null;
  /** The board. */
  children: ReactNode;
}

export function GameFrame({ kind, activity, state, refusal, result, children }: GameFrameProps) {
  return (
    <div className="mh-lottery" data-state="ready">
      <ActivityHead
        activity={activity}
        label="剩余抽奖次数"
        count={activity.remainingDraws}
        countTestId="remaining-draws"
      />
      {children}
      <DrawNotice kind={kind} activity={activity} state={state} refusal={refusal} />
      <div aria-live="polite" data-testid="draw-result">
        {result ? (
          <DrawResultPanel
            result={result}
            activityId={activity.activityId}
            card={activity.cards?.find((c) => c.cardId === result.poolId)?.name}
          />
        ) : null}
      </div>
      <ActivityLinks kind={kind} activityId={activity.activityId} to={['rules', 'prizes']} />
    </div>
  );
}
