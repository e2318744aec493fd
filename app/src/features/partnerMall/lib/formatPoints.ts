// Points as the merchant reads them: whole numbers with thousands separators (fixed, not the
// runtime's locale, like formatYuan).

/** @example formatPoints(5700) // '5,700' */
export function formatPoints(points: number): string {
  const n = Math.trunc(Number.isFinite(points) ? points : 0);
  const text = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${text}` : text;
}
