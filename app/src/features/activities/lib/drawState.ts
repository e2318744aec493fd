// Where a merchant stands in an activity, in the order the server refuses a draw: not started,
// ended, not in its audience, no chances left; otherwise the game may be played.
import type { ActivityInfo } from '@merchant-h5/sdk';

export type DrawState = 'ready' | 'notStarted' | 'ended' | 'ineligible' | 'noDraws';

export function drawState(a: Pick<ActivityInfo, 'status' | 'eligible' | 'remainingDraws'>): DrawState {
  if (a.status === '0') return 'notStarted';
  if (a.status === '2') return 'ended';
  if (!a.eligible) return 'ineligible';
  return a.remainingDraws > 0 ? 'ready' : 'noDraws';
}

/** What stands in place of the 抽奖 button. */
export const STATE_SHORT: Record<Exclude<DrawState, 'ready'>, string> = {
  notStarted: '未开始',
  ended: '已结束',
  ineligible: '暂无资格',
  noDraws: '次数已用完',
};
