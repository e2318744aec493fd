// Business registration numbers: the 18-character unified social credit code (GB 32100-2015) and the
// older 15-digit registration number (GS 15001-2006, ISO 7064 MOD 11,10), each with its check character.

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * The check character of a unified social credit code's first 17 characters, or null when one of
 * them is outside the code's 31-character alphabet (no I, O, S, V, Z).
 *
 * @example
 * ```ts
 * usccCheckChar('91350100M000100Y4'); // '3'
 * ```
 */
export function usccCheckChar(first17: string): string | null {
  const v = first17.toUpperCase();
  if (v.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const code = USCC_CHARS.indexOf(v[i]!);
    if (code < 0) return null;
    sum += code * USCC_WEIGHTS[i]!;
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31]!;
}

/**
 * The check digit of an old 15-digit registration number's first 14 digits (ISO 7064 MOD 11,10).
 *
 * @example
 * ```ts
 * registNo15CheckDigit('11010500000001'); // '2'
 * ```
 */
export function registNo15CheckDigit(first14: string): string | null {
  if (!/^\d{14}$/.test(first14)) return null;
  let p = 10;
  for (const ch of first14) {
    const s = (p + Number(ch)) % 10 || 10;
    p = (s * 2) % 11;
  }
  return String((11 - p) % 10);
}

/** Why a registration number is refused, or null when it is valid. */
export type RegistNoProblem = 'format' | 'checkChar' | null;

/**
 * Checks a business registration number: an 18-character unified social credit code or a
 * 15-digit registration number, each with a matching check character (letters in any case).
 *
 * @example
 * ```ts
 * registNoProblem('91350100M000100Y43'); // null
 * registNoProblem('91350100M000100Y44'); // 'checkChar'
 * ```
 */
export function registNoProblem(registNo: string): RegistNoProblem {
  const v = registNo.trim().toUpperCase();
  if (/^\d{15}$/.test(v)) return registNo15CheckDigit(v.slice(0, 14)) === v[14] ? null : 'checkChar';
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(v)) return 'format';
  return usccCheckChar(v.slice(0, 17)) === v[17] ? null : 'checkChar';
}

/**
 * True for a valid registration number (see {@link registNoProblem}).
 *
 * @example
 * ```ts
 * isRegistNo('91350100M000100Y43'); // true
 * ```
 */
export function isRegistNo(registNo: string): boolean {
  return registNoProblem(registNo) === null;
}
