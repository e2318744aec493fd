import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayCardNumber, maskCardNumber, splitCardNumber, visibleDigits } from './card';
import { isLeapYear, isMobileNumber, isRequired, maskMobile, stripNonDigits, stripNonWord } from './rules';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const params = { seed, numRuns: 500 };
console.log(`validators property seed: ${seed} (rerun with FC_SEED=${seed})`);

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('rules', () => {
  it('isMobileNumber: exactly 11 digits starting with 1', () => {
    expect(isMobileNumber('13800138000')).toBe(true);
    expect(isMobileNumber(13800138000)).toBe(true);
    for (const bad of [
      '23800138000',
      '1380013800',
      '138001380000',
      '1380013800a',
      ' 13800138000',
      '',
      null,
      undefined,
    ]) {
      expect(isMobileNumber(bad)).toBe(false);
    }
    fc.assert(
      fc.property(
        fc.string(),
        (s) =>
          isMobileNumber(s) ===
          (s.length === 11 && s[0] === '1' && [...s].every((c) => c >= '0' && c <= '9')),
      ),
      params,
    );
    fc.assert(
      fc.property(digits(10, 10), (rest) => isMobileNumber(`1${rest}`)),
      params,
    );
  });

  it('isRequired is truthiness', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => isRequired(v) === !!v),
      params,
    );
    expect([0, '', null, undefined, false, Number.NaN].map(isRequired)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('stripNonDigits keeps exactly the digits, in order', () => {
    fc.assert(
      fc.property(fc.string(), (s) => stripNonDigits(s) === [...s].filter((c) => /[0-9]/.test(c)).join('')),
      params,
    );
    expect(stripNonDigits('6222 0212-34')).toBe('6222021234');
  });

  it('stripNonWord keeps exactly [A-Za-z0-9_]', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (s) => stripNonWord(s) === [...s].filter((c) => /^[A-Za-z0-9_]$/.test(c)).join(''),
      ),
      params,
    );
    expect(stripNonWord('91-3100 00_AB')).toBe('91310000_AB');
  });

  it('isLeapYear follows the Gregorian rule', () => {
    // The calendar agrees: 29 February exists only in leap years (setUTCFullYear avoids Date.UTC's 19xx mapping).
    const feb29Exists = (y: number) => {
      const d = new Date(0);
      d.setUTCFullYear(y, 1, 29);
      return d.getUTCMonth() === 1;
    };
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (y) => isLeapYear(y) === feb29Exists(y)),
      params,
    );
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
  });
});

describe('card numbers', () => {
  it('splitCardNumber groups by size and round-trips', () => {
    expect(splitCardNumber('6222021234567890123')).toBe('6222 0212 3456 7890 123');
    expect(splitCardNumber('6222 0212 34', 3)).toBe('622 202 123 4');
    fc.assert(
      fc.property(digits(0, 30), fc.integer({ min: 1, max: 8 }), (no, size) => {
        const out = splitCardNumber(no, size);
        const groups = out === '' ? [] : out.split(' ');
        return (
          groups.join('') === no &&
          groups.every((g, i) =>
            i < groups.length - 1 ? g.length === size : g.length >= 1 && g.length <= size,
          )
        );
      }),
      params,
    );
  });

  it('displayCardNumber masks first and groups in fours, whatever grouping it was given', () => {
    expect(displayCardNumber('6225880137706783')).toBe('6225 **** **** 6783');
    expect(displayCardNumber('6225 8801 3770 6783')).toBe('6225 **** **** 6783');
    expect(displayCardNumber('6222021234567890123')).toBe('6222 0*** **** ***0 123');
    expect(displayCardNumber(null)).toBe('');
  });

  it('maskCardNumber shows at most 6 + 4 digits and never more than half', () => {
    expect(maskCardNumber('62220212345678901234')).toBe('622202**********1234');
    expect(maskCardNumber('6222021234567890123')).toBe('62220**********0123');
    expect(maskCardNumber('6222 0212 3456 7890')).toBe('6222********7890');
    expect(maskCardNumber('12345678')).toBe('****5678');
    expect(maskCardNumber('123')).toBe('**3');
    expect(maskCardNumber('')).toBe('');
    expect(maskCardNumber(undefined)).toBe('');
    fc.assert(
      fc.property(fc.oneof(digits(0, 40), fc.string()), (raw) => {
        const masked = maskCardNumber(raw);
        const clean = raw.replace(/[^\d*]/g, '');
        const shown = [...masked].filter((c) => c !== '*').length;
        const { head, tail } = visibleDigits(clean.length);
        return (
          masked.length === clean.length &&
          shown <= 10 &&
          shown <= Math.floor(clean.length / 2) &&
          masked.slice(0, head) === clean.slice(0, head) &&
          masked.slice(clean.length - tail) === clean.slice(clean.length - tail) &&
          maskCardNumber(masked) === masked
        );
      }),
      params,
    );
  });
});

describe('maskMobile', () => {
  it('shows the first 3 and last 4 digits of a mobile number and leaves anything else alone', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile('138****8000')).toBe('138****8000');
    expect(maskMobile('0215551234')).toBe('0215551234');
  });
});
