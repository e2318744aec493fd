import { describe, expect, it } from 'vitest';
import { dayTitle, monthDayCn } from './dayLabel';

describe('day labels', () => {
  it('names a day with its weekday and an arrival date without leading zeros', () => {
    expect(dayTitle('20261123')).toBe('11月23日 周一');
    expect(dayTitle('20261122')).toBe('11月22日 周日');
    expect(dayTitle('20260101')).toBe('1月1日 周四');
    expect(monthDayCn('20261124')).toBe('11月24日');
  });
});
