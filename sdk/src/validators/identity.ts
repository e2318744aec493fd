// Mainland resident identity numbers (GB 11643-1999): 17 digits, a check character, a real birth date.
import { MASK_CHAR } from './card';
import { isLeapYear } from './rules';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/**
 * The check character (0–9 or X) that 17 leading digits of an identity number call for.
 *
 * @example
 * ```ts
 * idNumberCheckChar('11010519491231002'); // 'X'
 * ```
 */
export function idNumberCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('idNumberCheckChar needs exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/**
 * The birth date an 18-character identity number carries, as `{ year, month, day }`, or null when
 * those 8 digits are no calendar date (30 February; 29 February of a year that is not leap).
 *
 * @example
 * ```ts
 * idNumberBirthDate('110105200002290011'); // { year: 2000, month: 2, day: 29 }
 * ```
 */
export function idNumberBirthDate(idNo: string): { year: number; month: number; day: number } | null {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(idNo);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const monthDays = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > monthDays[month - 1]!) return null;
  return { year, month, day };
}

/** Why an identity number is refused, or null when it is a valid one. */
export type IdNumberProblem = 'length' | 'birthDate' | 'checkChar' | null;

/**
 * Checks an 18-character identity number: its shape, a birth date that exists and is not after
 * `today`, and its check character (a lower-case x is accepted).
 *
 * @example
 * ```ts
 * idNumberProblem('11010519491231002X'); // null
 * idNumberProblem('110105194902300021'); // 'birthDate'
 * ```
 */
export function idNumberProblem(idNo: string, today: Date = new Date()): IdNumberProblem {
  const v = idNo.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return 'length';
  const birth = idNumberBirthDate(v);
  if (!birth) return 'birthDate';
  const born = Date.UTC(birth.year, birth.month - 1, birth.day);
  if (born > Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) return 'birthDate';
  return idNumberCheckChar(v.slice(0, 17)) === v[17] ? null : 'checkChar';
}

/**
 * True for a valid 18-character identity number (see {@link idNumberProblem}).
 *
 * @example
 * ```ts
 * isIdNumber('11010519491231002X'); // true
 * ```
 */
export function isIdNumber(idNo: string, today?: Date): boolean {
  return idNumberProblem(idNo, today) === null;
}

/**
 * Masks an identity number to its first 3 and last 4 characters at most (fewer for a short value,
 * never more than half of it), so a masked number from the wire stays masked.
 *
 * @example
 * ```ts
 * maskIdNumber('11010519491231002X'); // '110***********002X'
 * ```
 */
export function maskIdNumber(value: string | null | undefined): string {
  const chars = (value ?? '').replace(/\s+/g, '');
  const budget = Math.floor(chars.length / 2);
  const tail = Math.min(4, budget);
  const head = Math.min(3, budget - tail);
  return (
    chars.slice(0, head) + MASK_CHAR.repeat(chars.length - head - tail) + chars.slice(chars.length - tail)
  );
}
