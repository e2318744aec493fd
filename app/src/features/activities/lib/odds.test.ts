import { describe, expect, it } from 'vitest';
import { poolOdds, showOdds } from './odds';
import { stepsToLand } from './grid';

describe('the odds', () => {
  it('are each weight over the weights of the entries in stock', () => {
    const odds = poolOdds([
      { weight: 1, stock: null },
      { weight: 3, stock: 2 },
      { weight: 6, stock: 0 },
    ]);
    expect(odds).toEqual([0.25, 0.75, 0]);
    expect(poolOdds([{ weight: 1, stock: 0 }])).toEqual([0]);
  });

  it('show as a percentage to two decimals at most', () => {
    expect(showOdds(0.125)).toBe('12.5%');
    expect(showOdds(1 / 3)).toBe('33.33%');
    expect(showOdds(0.5)).toBe('50%');
    expect(showOdds(0.00001)).toBe('<0.01%');
    expect(showOdds(0)).toBe('0%');
  });
});

describe('the highlight’s path', () => {
  it('runs a lap at least and lands on the cell', () => {
    expect(stepsToLand(null, 0, 0)).toBe(9);
    expect(stepsToLand(2, 5, 3)).toBe(11);
    expect(stepsToLand(2, 5, 8)).toBe(3);
    expect(stepsToLand(5, 5, 8)).toBe(0);
    for (let from = 0; from < 8; from++)
      for (let to = 0; to < 8; to++) {
        const steps = stepsToLand(from, to, 2);
        expect((from + steps) % 8).toBe(to);
        expect(steps + 2).toBeGreaterThanOrEqual(8);
      }
  });
});
