import { describe, expect, it } from 'vitest';
import { countProblem, maxCount } from './exchangeCount';
import { formatPoints } from '../../../lib/format';

const limits = { points: 1200, stock: 3, balance: 5680 };

describe('the exchange count', () => {
  it('is 1 to 99, within the stock and what the balance buys', () => {
    expect(countProblem('1', limits)).toBeUndefined();
    expect(countProblem('3', limits)).toBeUndefined();
    expect(countProblem('', limits)).toBe('请输入兑换数量（1–99 的整数）');
    expect(countProblem('0', limits)).toBe('兑换数量至少为 1');
    expect(countProblem('100', { ...limits, stock: 500, points: 1 })).toBe('每次最多兑换 99 件');
    expect(countProblem('4', limits)).toBe('库存仅剩 3 件');
    expect(countProblem('5', { ...limits, stock: 100 })).toBe('积分不足，当前积分最多可兑换 4 件');
  });

  it('says the most the merchant can take now', () => {
    expect(maxCount(limits)).toBe(3);
    expect(maxCount({ ...limits, stock: 100 })).toBe(4);
    expect(maxCount({ points: 1, stock: 9999, balance: 5680 })).toBe(99);
    expect(maxCount({ points: 9800, stock: 8, balance: 5680 })).toBe(0);
  });

  it('shows points as integers with thousands separators', () => {
    expect(formatPoints(5680)).toBe('5,680');
    expect(formatPoints(1234567)).toBe('1,234,567');
    expect(formatPoints(300)).toBe('300');
  });
});
