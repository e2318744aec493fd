import { describe, expect, it } from 'vitest';
import { formatPoints } from './formatPoints';

describe('formatPoints', () => {
  it('groups thousands and drops fractions', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(20)).toBe('20');
    expect(formatPoints(5700)).toBe('5,700');
    expect(formatPoints(1234567.9)).toBe('1,234,567');
    expect(formatPoints(-1500)).toBe('-1,500');
    expect(formatPoints(Number.NaN)).toBe('0');
  });
});
