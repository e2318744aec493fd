// The "pick one" board: N items in a row, each a button while the merchant may pick; the picked one
// shakes while the draw is asked for and opens on the answer, showing what it held (the prize's
// name, or 谢谢参与). The picture is for the eye only: the result is said in words under the board.
import type { ReactNode } from 'react';
import type { DrawResult } from '@merchant-h5/sdk';
import type { PickOneItems } from '../lib/pickOneGames';
import type { PickPhase } from '../lib/usePickOne';
import './activities-pick.css';

export interface PickOneBoardProps {
  items: PickOneItems;
  picked: number | null;
  phase: PickPhase;
  motion: boolean;
  result: DrawResult | null;
  /** The items are buttons (false: the merchant cannot draw, they are a picture). */
  playable: boolean;
  onPick: (item: number) => void;
  /** Under the items: the hint, the wait, the way to the next draw or what stands in the way. */
  children: ReactNode;
}

export function PickOneBoard({
  items,
  picked,
  phase,
  motion,
  result,
  playable,
  onPick,
  children,
}: PickOneBoardProps) {
  const locked = phase !== 'idle';
  return (
    <div className="mh-pick" aria-busy={phase === 'waiting' || phase === 'opening'} data-testid="pick-board">
      <ul className="mh-pick-items" aria-label={items.name} aria-hidden={playable ? undefined : true}>
        {Array.from({ length: items.count }, (_, item) => {
          const at = picked === item ? phase : undefined;
          const inside = at === 'open' ? (result?.prize?.prizeName ?? '谢谢参与') : null;
          const look = (
            <>
              <span className={`mh-pick-look mh-pick-look--${items.look}`} aria-hidden="true" />
              {inside ? <span className="mh-pick-inside">{inside}</span> : null}
            </>
          );
          return (
            <li
              key={item}
              className="mh-pick-item"
              data-phase={at}
              data-motion={at && motion ? 'on' : undefined}
            >
              {playable ? (
                <button
                  type="button"
                  className="mh-pick-button"
                  aria-label={items.label(item + 1)}
                  disabled={locked}
                  onClick={() => onPick(item)}
                >
                  {look}
                </button>
              ) : (
                look
              )}
            </li>
          );
        })}
      </ul>
      <div className="mh-pick-caption">{children}</div>
    </div>
  );
}
