import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesLuhn, isBankCardNumber } from './card';
import { idNumberBirthDate, idNumberCheckChar, idNumberProblem, isIdNumber, maskIdNumber } from './identity';
import { isRegistNo, registNo15CheckDigit, registNoProblem, usccCheckChar } from './registration';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const params = { seed, numRuns: 300 };
console.log(`identity property seed: ${seed} (rerun with FC_SEED=${seed})`);

const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const today = new Date(2026, 10, 23);

describe('identity numbers', () => {
  it('accepts the standard example and a lower-case x', () => {
    expect(isIdNumber('11010519491231002X', today)).toBe(true);
    expect(isIdNumber('11010519491231002x', today)).toBe(true);
  });

  it('refuses a wrong check character, a wrong length and impossible birth dates', () => {
    expect(idNumberProblem('110105194912310021', today)).toBe('checkChar');
    expect(idNumberProblem('11010519491231002', today)).toBe('length');
    expect(idNumberProblem('11010519491231002Y', today)).toBe('length');
    const withCheck = (first17: string) => first17 + idNumberCheckChar(first17);
    expect(idNumberProblem(withCheck('11010519490230002'), today)).toBe('birthDate');
    expect(idNumberProblem(withCheck('11010518991231002'), today)).toBe('birthDate');
    expect(idNumberProblem(withCheck('11010520261124002'), today)).toBe('birthDate');
    expect(idNumberProblem(withCheck('11010520261123002'), today)).toBeNull();
  });

  it('knows 29 February only in leap years (2000 yes, 1900 and 2023 no)', () => {
    const withCheck = (first17: string) => first17 + idNumberCheckChar(first17);
    expect(idNumberBirthDate(withCheck('11010520000229001'))).toEqual({ year: 2000, month: 2, day: 29 });
    expect(isIdNumber(withCheck('11010520240229001'), today)).toBe(true);
    expect(isIdNumber(withCheck('11010520230229001'), today)).toBe(false);
    expect(isIdNumber(withCheck('11010519000229001'), today)).toBe(false);
  });

  it('property: any 17 digits with a valid date and their check character pass; any other check fails', () => {
    const date = fc.date({ min: new Date(1901, 0, 1), max: new Date(2020, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(digits(6), date, digits(3), fc.constantFrom(...'0123456789X'), (area, d, seq, other) => {
        const ymd = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
        const first17 = area + ymd + seq;
        const check = idNumberCheckChar(first17);
        expect(isIdNumber(first17 + check, today)).toBe(true);
        if (other !== check) expect(idNumberProblem(first17 + other, today)).toBe('checkChar');
      }),
      params,
    );
  });

  it('masks to at most the first 3 and last 4 characters', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
    expect(maskIdNumber('110***********002X')).toBe('110***********002X');
    expect(maskIdNumber('1234')).toBe('**34');
    expect(maskIdNumber(null)).toBe('');
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 30 }), (s) => {
        const masked = maskIdNumber(s);
        const visible = [...masked].filter((c) => c !== '*').length;
        expect(visible).toBeLessThanOrEqual(Math.min(7, Math.floor(s.replace(/\s+/g, '').length / 2)));
      }),
      params,
    );
  });
});

describe('registration numbers', () => {
  it('checks the unified social credit code and the 15-digit number by their check characters', () => {
    expect(registNoProblem('91350100M000100Y43')).toBeNull();
    expect(registNoProblem('91350100m000100y43')).toBeNull();
    expect(registNoProblem('91350100M000100Y44')).toBe('checkChar');
    expect(registNoProblem('91350100M000100I43')).toBe('format');
    expect(registNoProblem('123')).toBe('format');
    expect(isRegistNo('110105000000012')).toBe(true);
    expect(isRegistNo('110105000000013')).toBe(false);
    expect(usccCheckChar('91350100M000100Y')).toBeNull();
    expect(registNo15CheckDigit('1101050000000')).toBeNull();
  });

  it('property: one check character in the alphabet is right, every other is refused', () => {
    const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    const char = fc.constantFrom(...alphabet);
    fc.assert(
      fc.property(
        fc.tuple(char, char),
        digits(6),
        fc.array(char, { minLength: 9, maxLength: 9 }),
        char,
        (head, mid, tail, other) => {
          const first17 = head.join('') + mid + tail.join('');
          const check = usccCheckChar(first17)!;
          expect(isRegistNo(first17 + check)).toBe(true);
          if (other !== check) expect(registNoProblem(first17 + other)).toBe('checkChar');
        },
      ),
      params,
    );
    fc.assert(
      fc.property(digits(14), (first14) => {
        const right = registNo15CheckDigit(first14)!;
        for (const d of '0123456789') expect(isRegistNo(first14 + d)).toBe(d === right);
      }),
      params,
    );
  });
});

describe('bank card numbers', () => {
  it('passes the Luhn check for a valid card and refuses one changed digit', () => {
    expect(passesLuhn('6222021234567890128')).toBe(true);
    expect(passesLuhn('6222021234567890127')).toBe(false);
    expect(isBankCardNumber('6222 0212 3456 7890 128')).toBe(true);
    expect(isBankCardNumber('12345678')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    fc.assert(
      fc.property(
        digits(15),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 9 }),
        (body, at, delta) => {
          let check = 0;
          while (!passesLuhn(body + check)) check += 1;
          const card = body + check;
          expect(check).toBeLessThan(10);
          const changed = card.slice(0, at) + String((Number(card[at]) + delta) % 10) + card.slice(at + 1);
          expect(passesLuhn(changed)).toBe(false);
        },
      ),
      params,
    );
  });
});
