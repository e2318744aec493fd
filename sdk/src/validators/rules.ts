// Validation rules of docs/product.md §5.

/**
 * A mainland mobile number: exactly 11 digits, starting with 1.
 *
 * @example
 * ```ts
 * isMobileNumber('13800138000'); // true
 * ```
 */
export function isMobileNumber(value: unknown): boolean {
  return (typeof value === 'string' || typeof value === 'number') && /^1\d{10}$/.test(String(value));
}

/**
 * The generic required check: the value must be truthy.
 *
 * @example
 * ```ts
 * isRequired(''); // false
 * ```
 */
export function isRequired(value: unknown): boolean {
  return Boolean(value);
}

/**
 * Removes every character that is not an ASCII digit.
 *
 * @example
 * ```ts
 * stripNonDigits('6222 0212-34'); // '6222021234'
 * ```
 */
export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Removes every character that is not a word character (ASCII letters, digits, underscore),
 * e.g. to clean a registration number.
 *
 * @example
 * ```ts
 * stripNonWord('91-3100 00_AB'); // '91310000_AB'
 * ```
 */
export function stripNonWord(value: string): string {
  return value.replace(/\W/g, '');
}

/**
 * Gregorian leap year.
 *
 * @example
 * ```ts
 * isLeapYear(2024); // true
 * isLeapYear(1900); // false
 * ```
 */
export function isLeapYear(year: number): boolean {
  return Number.isInteger(year) && ((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0);
}

/**
 * A mobile number as the privacy rules show it: the first 3 and last 4 digits; anything that is not
 * an 11-digit number is returned as it came (it may already be masked).
 *
 * @example
 * ```ts
 * maskMobile('13800138000'); // '138****8000'
 * ```
 */
export function maskMobile(value: string): string {
  return /^\d{11}$/.test(value) ? `${value.slice(0, 3)}****${value.slice(7)}` : value;
}
