// A reward in the task centre's words: what a task pays, and what a claim added and where.
import type { AppTaskReward, TaskClaim } from '@merchant-h5/sdk';
import { formatPoints } from '../../../lib/format';

/** '+100 积分', or '三月好礼 +1 次抽奖机会'. */
export function gainText(reward: AppTaskReward): string {
  if (reward.kind === 'points') return `+${formatPoints(reward.amount)} 积分`;
  return `${reward.activityName ?? '活动'} +${reward.amount} 次抽奖机会`;
}

/** Where the claim's reward went, as its link says: '查看积分明细', '去三月好礼抽奖'. */
export function destinationText(claim: TaskClaim): string {
  return claim.reward.kind === 'points' ? '查看积分明细' : `去${claim.where}抽奖`;
}
