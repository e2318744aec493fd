import { describe, expect, it } from 'vitest';
import {
  dayTitle,
  daysInMonth,
  fromYm,
  fromYmd,
  lastDays,
  monthDayCn,
  shiftYm,
  showHms,
  showYm,
  showYmd,
  toYm,
  toYmd,
} from './dates';
import { rangeFrom } from './dateRange';

describe('dates', () => {
  it('round-trips the wire formats in local time', () => {
    const day = new Date(2026, 10, 22);
    expect(toYmd(day)).toBe('20261122');
    expect(fromYmd('20261122').getTime()).toBe(day.getTime());
    expect(toYm(day)).toBe('202611');
    expect(fromYm('202611').getTime()).toBe(new Date(2026, 10, 1).getTime());
  });

  it('steps months across years and counts their days', () => {
    expect(shiftYm('202601', -1)).toBe('202512');
    expect(shiftYm('202611', 2)).toBe('202701');
    expect(daysInMonth('202602')).toBe(28);
    expect(daysInMonth('202802')).toBe(29);
    expect(daysInMonth('202612')).toBe(31);
  });

  it('shows wire strings for people, leaving malformed ones as they are', () => {
    expect(showYmd('20261122')).toBe('2026-11-22');
    expect(showHms('103005')).toBe('10:30:05');
    expect(showYm('202611')).toBe('2026年11月');
    expect(showYmd('2026')).toBe('2026');
  });

  it('takes a well-formed range from the address, else the last 30 days', () => {
    const today = new Date(2026, 10, 22);
    expect(lastDays(7, today)).toEqual({ startDate: '20261116', endDate: '20261122' });
    expect(rangeFrom({ startDate: '20261101', endDate: '20261110' }, today)).toEqual({
      startDate: '20261101',
      endDate: '20261110',
    });
    expect(rangeFrom({ startDate: 'x', endDate: '' }, today)).toEqual(lastDays(30, today));
  });

  it('names a day with its weekday, and an arrival date, without leading zeros', () => {
    expect(dayTitle('20261123')).toBe('11月23日 周一');
    expect(dayTitle('20261122')).toBe('11月22日 周日');
    expect(dayTitle('20260101')).toBe('1月1日 周四');
    expect(monthDayCn('20261124')).toBe('11月24日');
  });
});
