// The board: eight prize cells clockwise from the top left round the centre, which holds 抽奖 (or,
// when the merchant cannot draw, what stands in its way). The lit cell is marked for the eye only:
// the result is said in words under the board.
import type { ReactNode } from 'react';
import type { PrizePoolEntry } from '@merchant-h5/sdk';
import { CELLS, CELL_AREAS } from '../lib/grid';
import { prizeWorth } from '../lib/prizeText';
import './activities.css';

export interface LotteryBoardProps {
  prizes: readonly PrizePoolEntry[];
  lit: number | null;
  busy: boolean;
  children: ReactNode;
}

function CellPrize({ prize }: { prize: PrizePoolEntry }) {
  const worth = prizeWorth(prize.prizeType, prize.amount);
  return (
    <>
      <span className="mh-lottery-cell-name">{prize.prizeName}</span>
      {worth ? <span className="mh-lottery-cell-worth">{worth}</span> : null}
    </>
  );
}

export function LotteryBoard({ prizes, lit, busy, children }: LotteryBoardProps) {
  const cells = Array.from({ length: CELLS }, (_, position) => prizes.find((p) => p.position === position));
  return (
    <div className="mh-lottery-board" aria-busy={busy} data-testid="lottery-board">
      <ul className="mh-lottery-cells" aria-label="奖品">
        {cells.map((prize, position) => (
          <li
            key={position}
            className="mh-lottery-cell"
            data-position={position}
            style={{ gridArea: CELL_AREAS[position] }}
            data-lit={lit === position ? 'true' : undefined}
            aria-hidden={prize ? undefined : true}
          >
            {prize ? <CellPrize prize={prize} /> : null}
          </li>
        ))}
      </ul>
      <div className="mh-lottery-center">{children}</div>
    </div>
  );
}
