import { describe, expect, it } from 'vitest';
import { dayText, recoverySteps } from './recovery';

const applied = { status: '1', statusName: '已提交找回申请', time: '2026-11-22 10:00:00', remark: '说明' };

describe('recoverySteps', () => {
  it('marks the steps taken done and, while under way, the money coming back as current', () => {
    expect(recoverySteps('1', [applied])).toEqual([
      { title: '已提交找回申请', time: '2026-11-22 10:00:00', state: 'done', note: '说明' },
      { title: '资金找回中', state: 'current' },
    ]);
  });
  it('a finished recovery is all done, with no note where the server gave none', () => {
    const back = { status: '2', statusName: '资金已找回', time: '2026-11-22 10:02:00', remark: '' };
    expect(recoverySteps('2', [applied, back]).map((s) => [s.title, s.state, s.note])).toEqual([
      ['已提交找回申请', 'done', '说明'],
      ['资金已找回', 'done', undefined],
    ]);
  });
  it('writes a trade day with dashes', () => expect(dayText('20261122')).toBe('2026-11-22'));
});
