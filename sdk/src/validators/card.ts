// Card-number helpers: grouping for display and masking (docs/product.md "Privacy and safety rules": at
// most 6 + 4 digits shown).

/**
 * The mask character of {@link maskCardNumber}.
 *
 * @example
 * ```ts
 * maskCardNumber('6222021234567890').split(MASK_CHAR).length; // 9
 * ```
 */
export const MASK_CHAR = '*';

/**
 * Splits a card (or registration) number into groups separated by single spaces; existing
 * whitespace is dropped first.
 *
 * @example
 * ```ts
 * splitCardNumber('6222021234567890123'); // '6222 0212 3456 7890 123'
 * ```
 */
export function splitCardNumber(value: string, groupSize = 4): string {
  const size = Math.max(1, Math.floor(groupSize));
  const compact = value.replace(/\s+/g, '');
  const groups: string[] = [];
  for (let i = 0; i < compact.length; i += size) groups.push(compact.slice(i, i + size));
  return groups.join(' ');
}

/**
 * How many leading and trailing digits a number of `length` digits may show: at most 6 and 4,
 * and never more than half of them, so a 16-digit card shows 4 + 4, a 19-digit card 5 + 4, and a
 * number of 20 or more digits 6 + 4.
 *
 * @example
 * ```ts
 * visibleDigits(19); // { head: 5, tail: 4 }
 * ```
 */
export function visibleDigits(length: number): { head: number; tail: number } {
  const budget = Math.min(10, Math.floor(length / 2));
  const tail = Math.min(4, budget);
  return { head: Math.min(6, budget - tail), tail };
}

/**
 * Masks a card number with '*'. Only digits and '*' count (spaces and dashes are dropped), so
 * an already masked number from the wire is masked again without revealing anything new.
 *
 * @example
 * ```ts
 * maskCardNumber('6222021234567890123'); // '62220**********0123'
 * ```
 */
export function maskCardNumber(value: string | null | undefined): string {
  const chars = (value ?? '').replace(/[^\d*]/g, '');
  const { head, tail } = visibleDigits(chars.length);
  return (
    chars.slice(0, head) + MASK_CHAR.repeat(chars.length - head - tail) + chars.slice(chars.length - tail)
  );
}

/**
 * The one way a card number is shown on a screen: masked ({@link maskCardNumber}) and grouped in fours,
 * as it is printed on the card. Every screen, sheet and toast that names a card uses this.
 *
 * @example
 * ```ts
 * displayCardNumber('6225880137706783'); // '6225 **** **** 6783'
 * ```
 */
export function displayCardNumber(value: string | null | undefined): string {
  return splitCardNumber(maskCardNumber(value));
}

/**
 * The Luhn (mod 10) check over a digit string, as bank card numbers carry it.
 *
 * @example
 * ```ts
 * passesLuhn('6222021234567890128'); // true
 * ```
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A bank card number: 12 to 19 digits (spaces allowed between groups) that pass the Luhn check.
 *
 * @example
 * ```ts
 * isBankCardNumber('6222 0212 3456 7890 128'); // true
 * ```
 */
export function isBankCardNumber(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}
