import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatYuan } from './money';
import { formatPoints, formatPointsChange } from './points';
import { applyRemLayout, remRootFontSize } from './rem';

describe('formatYuan', () => {
  it.each([
    [0, '¥0.00'],
    [12.5, '¥12.50'],
    [1.005, '¥1.01'],
    [-1.5, '-¥1.50'],
    [-0.001, '¥0.00'],
    ['99', '¥99.00'],
    [' 1,234.567 ', '¥1,234.57'],
    [999.999, '¥1,000.00'],
    [7030549.286, '¥7,030,549.29'],
    [-1234567.5, '-¥1,234,567.50'],
    ['295993.99', '¥295,993.99'],
    ['¥3', '¥3.00'],
    ['', '¥0.00'],
    ['abc', '¥0.00'],
    [Number.NaN, '¥0.00'],
    [Number.POSITIVE_INFINITY, '¥0.00'],
    [null, '¥0.00'],
    [undefined, '¥0.00'],
  ] as const)('%j → %s', (input, out) => expect(formatYuan(input)).toBe(out));

  it('agrees with the cents it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const abs = Math.abs(cents);
        const whole = Math.floor(abs / 100).toLocaleString('en-US');
        const want = `${cents < 0 ? '-' : ''}¥${whole}.${String(abs % 100).padStart(2, '0')}`;
        return formatYuan(cents / 100) === want && formatYuan(String(cents / 100)) === want;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('rem layout', () => {
  it('is 100 × width / 750', () => {
    expect(remRootFontSize(750)).toBe(100);
    expect(remRootFontSize(375)).toBe(50);
    expect(remRootFontSize(414)).toBeCloseTo(55.2);
  });

  it('applies to the root and again on resize until stopped', () => {
    const listeners = new Map<string, () => void>();
    const doc = {
      documentElement: { clientWidth: 375, style: { fontSize: '' } },
      defaultView: {
        addEventListener: (t: string, l: () => void) => void listeners.set(t, l),
        removeEventListener: (t: string) => void listeners.delete(t),
      },
    };
    const stop = applyRemLayout(doc);
    expect(doc.documentElement.style.fontSize).toBe('50px');
    doc.documentElement.clientWidth = 750;
    listeners.get('resize')?.();
    expect(doc.documentElement.style.fontSize).toBe('100px');
    stop();
    expect(listeners.size).toBe(0);
  });

  it('caps the width at maxWidth', () => {
    const doc = { documentElement: { clientWidth: 1920, style: { fontSize: '' } } };
    applyRemLayout(doc, { maxWidth: 540 });
    expect(doc.documentElement.style.fontSize).toBe('72px');
  });
});

describe('formatPoints', () => {
  it.each([
    [0, '0'],
    [5680, '5,680'],
    [1234567, '1,234,567'],
    [99.9, '99'],
    [-1200, '-1,200'],
    [-0.5, '0'],
    [Number.NaN, '--'],
    [null, '--'],
    [undefined, '--'],
  ] as const)('%j → %s', (input, out) => expect(formatPoints(input)).toBe(out));

  it('reads back as the whole number it was given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        (n) => Number(formatPoints(n).replace(/,/g, '')) === n,
      ),
      { numRuns: 1000 },
    );
  });

  it('signs a change', () => {
    expect(formatPointsChange(10)).toBe('+10');
    expect(formatPointsChange(-1200)).toBe('-1,200');
    expect(formatPointsChange(0)).toBe('0');
  });
});
