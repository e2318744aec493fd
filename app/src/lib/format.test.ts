import { describe, expect, it } from 'vitest';
import { withPointsFormatted } from './format';

describe("the points in the server's words", () => {
  it('are written with thousands separators, the words kept', () => {
    expect(withPointsFormatted('积分不足，还差 2900 积分')).toBe('积分不足，还差 2,900 积分');
    expect(withPointsFormatted('积分不足，还差 12345积分')).toBe('积分不足，还差 12,345积分');
    expect(withPointsFormatted('积分不足，还差 320 积分')).toBe('积分不足，还差 320 积分');
    expect(withPointsFormatted('积分不足，还差 4,120 积分')).toBe('积分不足，还差 4,120 积分');
    expect(withPointsFormatted('订单 20240101 已取消')).toBe('订单 20240101 已取消');
    expect(withPointsFormatted('')).toBe('');
    // The expiry reminder (integral getWarm) as much as a refusal.
    expect(withPointsFormatted('您有 1200 积分将于 30 天后过期')).toBe('您有 1,200 积分将于 30 天后过期');
  });
});
