// The rewards for signing in days in a row: received, still some days away, or 领取 (an idempotent
// call: a double tap or a retry carries the same key and receives once).
import type { SignInStatus } from '@merchant-h5/sdk';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useReceiveStreakRewardMutation } from '../api/signIn';
import { formatPoints } from '../../../lib/format';
import type { Notice } from './PointsNotice';

type Reward = SignInStatus['rewards'][number];

function RewardAction({
  reward,
  continuousDays,
  onNotice,
}: {
  reward: Reward;
  continuousDays: number;
  onNotice: (n: Notice) => void;
}) {
  const [receive] = useReceiveStreakRewardMutation();
  const { submit, submitting } = useSubmitOnce(`streak-${reward.days}`);
  if (reward.received) return <span className="mh-points-state">已领取</span>;
  if (!reward.reached) return <span className="mh-points-state">还差 {reward.days - continuousDays} 天</span>;
  const tap = async () => {
    const answer = await submit(
      { days: reward.days },
      (idempotencyKey) => receive({ days: reward.days, idempotencyKey }),
      {
        shownInline: (error) => {
          if (error.kind !== 'business') return false;
          onNotice({ text: error.message, tone: 'warning' });
          return true;
        },
      },
    );
    if (answer)
      onNotice({ text: `已领取连续签到 ${answer.days} 天奖励，积分 +${formatPoints(answer.points)}` });
  };
  return (
    <button
      type="button"
      className="mh-button mh-button--primary mh-button--row-action"
      disabled={submitting}
      aria-label={`领取连续签到 ${reward.days} 天奖励`}
      onClick={() => void tap()}
    >
      {submitting ? '领取中' : '领取'}
    </button>
  );
}

export interface StreakRewardsProps {
  rewards: SignInStatus['rewards'];
  continuousDays: number;
  onNotice: (notice: Notice) => void;
}

export function StreakRewards({ rewards, continuousDays, onNotice }: StreakRewardsProps) {
  if (rewards.length === 0) return null;
  return (
    <ul className="mh-points-rows" aria-label="连续签到奖励">
      {rewards.map((r) => (
        <li key={r.days}>
          <span className="mh-points-row-text">
            <span>连续签到 {r.days} 天</span>
            <small>奖励 {formatPoints(r.points)} 积分</small>
          </span>
          <RewardAction reward={r} continuousDays={continuousDays} onNotice={onNotice} />
        </li>
      ))}
    </ul>
  );
}
