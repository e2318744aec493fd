// The currency prefix of docs/product.md §9.
const YUAN_SIGN = '¥';

/**
 * Formats an amount of yuan: '¥', thousands separators and two decimals, half away from zero
 * (docs/product.md §9). Accepts numbers and numeric strings (spaces, thousands commas and a
 * leading '¥' are ignored); a negative amount gets its minus before the sign ('-¥1.50');
 * anything unreadable is '¥0.00'. The grouping is fixed (',' every three digits), not the
 * runtime's locale, so the app and the simulator agree to the character.
 *
 * @example
 * ```ts
 * formatYuan(12.5);         // '¥12.50'
 * formatYuan(7030549.286);  // '¥7,030,549.29'
 * formatYuan('-1.005');     // '-¥1.01'
 * formatYuan('abc');        // '¥0.00'
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
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${YUAN_SIGN}${whole}.${String(cents % 100).padStart(2, '0')}`;
  return n < 0 && cents !== 0 ? `-${text}` : text;
}
