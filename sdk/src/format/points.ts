/**
 * Formats points: whole numbers with ',' every three digits (fixed, not the runtime's locale, like
 * `formatYuan`). Points are never money: no '¥', no decimals (a fraction is cut off). A missing or
 * unreadable value reads '--'.
 *
 * @example
 * ```ts
 * formatPoints(5680);      // '5,680'
 * formatPoints(-1200);     // '-1,200'
 * formatPoints(undefined); // '--'
 * ```
 */
export function formatPoints(points: number | null | undefined): string {
  if (typeof points !== 'number' || !Number.isFinite(points)) return '--';
  const n = Math.trunc(points);
  const text = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${text}` : text;
}

/**
 * A change of a points balance, with its sign.
 *
 * @example
 * ```ts
 * formatPointsChange(10);    // '+10'
 * formatPointsChange(-1200); // '-1,200'
 * ```
 */
export function formatPointsChange(points: number): string {
  return points > 0 ? `+${formatPoints(points)}` : formatPoints(points);
}
