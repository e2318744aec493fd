/**
 * The currency prefix of docs/product.md §9.
 *
 * @example
 * ```ts
 * `${YUAN_SIGN}--`; // '¥--' for an amount still loading
 * ```
 */
export const YUAN_SIGN = '¥';

/**
 * Formats an amount of yuan: '¥' and two decimals, half away from zero. Accepts numbers and
 * numeric strings (spaces, thousands commas and a leading '¥' are ignored); a negative amount
 * gets its minus before the sign ('-¥1.50'); anything unreadable is '¥0.00'.
 *
 * @example
 * ```ts
 * formatYuan(12.5);      // '¥12.50'
 * formatYuan('-1.005');  // '-¥1.01'
 * formatYuan('abc');     // '¥0.00'
 * ```
 */
export function formatYuan(amount: number | string | null | undefined): string {
  const n =
    typeof amount === 'string'
      ? Number(amount.replace(/[\s,]/g, '').replace(/^¥/, ''))
      : Number(amount ?? Number.NaN);
  if (!Number.isFinite(n) || (typeof amount === 'string' && amount.trim() === '')) return `${YUAN_SIGN}0.00`;
  // toPrecision(15) absorbs binary error (1.005 * 100 = 100.49999…) before rounding to cents.
  const cents = Math.round(Number((Math.abs(n) * 100).toPrecision(15)));
  const text = `${YUAN_SIGN}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return n < 0 && cents !== 0 ? `-${text}` : text;
}
