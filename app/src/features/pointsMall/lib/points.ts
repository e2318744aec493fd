// Points are whole numbers shown with thousands separators ('5,680'); prices in points say 积分.
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** @example formatPoints(5680) // '5,680' */
export function formatPoints(points: number): string {
  return GROUPED.format(Math.trunc(points));
}
