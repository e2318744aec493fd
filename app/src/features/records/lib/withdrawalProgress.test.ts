import { describe, expect, it } from 'vitest';
import { withdrawalProgress } from './withdrawalProgress';

const applyTime = '2026-11-21 09:12:00';
const processTime = '2026-11-21 09:15:00';

describe('withdrawalProgress', () => {
  it('in progress: applied done, processing current, arrival still to come', () => {
    expect(withdrawalProgress({ status: '01', applyTime, processTime })).toEqual([
      { title: '申请提现', time: applyTime, state: 'done' },
      { title: '处理中', time: processTime, state: 'current' },
      { title: '到账', state: 'todo' },
    ]);
    // Before the bank took it up there is no processing time yet; still the current step.
    expect(withdrawalProgress({ status: '01', applyTime })[1]).toEqual({ title: '处理中', state: 'current' });
  });

  it('paid out: every step done with its time; failed: the last step failed, no arrival', () => {
    const arrivalTime = '2026-11-21 10:02:00';
    expect(
      withdrawalProgress({ status: '00', applyTime, processTime, arrivalTime }).map((s) => [s.state, s.time]),
    ).toEqual([
      ['done', applyTime],
      ['done', processTime],
      ['done', arrivalTime],
    ]);
    const failed = withdrawalProgress({ status: '02', applyTime, processTime });
    expect(failed.at(-1)).toEqual({ title: '提现失败', state: 'failed' });
    expect(failed.some((s) => s.title === '到账')).toBe(false);
  });
});
