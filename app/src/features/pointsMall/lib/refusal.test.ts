import { describe, expect, it } from 'vitest';
import { withPointsFormatted } from './refusal';

describe("a refusal's points", () => {
  it('are written with thousands separators, the words kept', () => {
    expect(withPointsFormatted('积分不足，还差 2900 积分')).toBe('积分不足，还差 2,900 积分');
    expect(withPointsFormatted('积分不足，还差 12345积分')).toBe('积分不足，还差 12,345积分');
    expect(withPointsFormatted('积分不足，还差 320 积分')).toBe('积分不足，还差 320 积分');
    expect(withPointsFormatted('积分不足，还差 4,120 积分')).toBe('积分不足，还差 4,120 积分');
    expect(withPointsFormatted('订单 20240101 已取消')).toBe('订单 20240101 已取消');
    expect(withPointsFormatted('')).toBe('');
  });
});
