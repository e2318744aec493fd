// The lottery machine's board: eight cells round the 抽奖 button, numbered clockwise from the top
// left (a pool entry's `position`), and the path the highlight runs before it lands.

/** Each cell's place on the 3 × 3 grid (row / column), by position: clockwise from the top left. */
export const CELL_AREAS = ['1 / 1', '1 / 2', '1 / 3', '2 / 3', '3 / 3', '3 / 2', '3 / 1', '2 / 1'] as const;

/** Cells on the board. */
export const CELLS = CELL_AREAS.length;

/** A whole lap at least before landing, so a quick answer still reads as a draw. */
export const MIN_STEPS = CELLS;

/**
 * How many steps from `from` (null: none lit yet, the first step lights cell 0) the highlight still
 * runs to land on `to`, having run `taken` already: at least MIN_STEPS in all.
 *
 * @example stepsToLand(2, 5, 3) // 3 more reaches 5, but 6 taken is under a lap: 11
 */
export function stepsToLand(from: number | null, to: number, taken: number): number {
  const start = from ?? -1;
  let steps = (((to - start) % CELLS) + CELLS) % CELLS;
  while (taken + steps < MIN_STEPS) steps += CELLS;
  return steps;
}
