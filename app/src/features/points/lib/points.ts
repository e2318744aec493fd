// How points read on screen: whole numbers with thousands separators ('5,680'), a change with its
// sign ('+10', '-300'). Points are never money: no '¥', no decimals.
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 5680 → '5,680'; a missing value reads '--'. */
export function formatPoints(points: number | null | undefined): string {
  return typeof points === 'number' && Number.isFinite(points) ? grouped.format(Math.trunc(points)) : '--';
}

/** A change of the balance: 10 → '+10', -1200 → '-1,200'. */
export function formatPointsChange(points: number): string {
  return points > 0 ? `+${formatPoints(points)}` : formatPoints(points);
}
