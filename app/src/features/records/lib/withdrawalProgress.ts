// A withdrawal's progress as the detail's timeline shows it: 申请提现 → 处理中 → 到账, or
// → 提现失败, each with its time where the server knows it.
import type { WithdrawalDetail } from '@merchant-h5/sdk';
import type { TimelineStep } from '../../../components/Timeline/Timeline';

type Times = Pick<WithdrawalDetail, 'status' | 'applyTime' | 'processTime' | 'arrivalTime'>;

/** '00' paid out, '02' failed, anything else still with the bank. */
export function withdrawalProgress(w: Times): TimelineStep[] {
  const applied: TimelineStep = { title: '申请提现', time: w.applyTime, state: 'done' };
  const processing = (state: TimelineStep['state']): TimelineStep => ({
    title: '处理中',
    ...(w.processTime ? { time: w.processTime } : {}),
    state,
  });
  if (w.status === '00')
    return [
      applied,
      processing('done'),
      { title: '到账', ...(w.arrivalTime ? { time: w.arrivalTime } : {}), state: 'done' },
    ];
  if (w.status === '02') return [applied, processing('done'), { title: '提现失败', state: 'failed' }];
  return [applied, processing('current'), { title: '到账', state: 'todo' }];
}
