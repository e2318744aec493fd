import { describe, expect, it } from 'vitest';
import { formatPoints, formatPointsChange } from './points';

describe('formatPoints', () => {
  it('groups thousands and drops fractions', () => {
    expect(formatPoints(5680)).toBe('5,680');
    expect(formatPoints(1234567)).toBe('1,234,567');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(99.9)).toBe('99');
    expect(formatPoints(undefined)).toBe('--');
    expect(formatPoints(Number.NaN)).toBe('--');
  });

  it('signs a change', () => {
    expect(formatPointsChange(10)).toBe('+10');
    expect(formatPointsChange(-1200)).toBe('-1,200');
    expect(formatPointsChange(0)).toBe('0');
  });
});
