// The ways from one of an activity's screens to its others: the game, its rules, the prizes won.
import { Link } from 'react-router-dom';
import { lotteryHref, prizesHref, rulesHref } from '../lib/links';
import './activities.css';

type Target = 'game' | 'rules' | 'prizes';

const LINKS: Record<Target, { text: string; to: (activityId: string) => string }> = {
  game: { text: '去抽奖', to: lotteryHref },
  rules: { text: '活动规则', to: rulesHref },
  prizes: { text: '我的奖品', to: prizesHref },
};

export function ActivityLinks({ activityId, to }: { activityId: string; to: readonly Target[] }) {
  return (
    <nav className="mh-lottery-links" aria-label="活动">
      {to.map((target) => (
        <Link key={target} className="mh-button mh-button--link" to={LINKS[target].to(activityId)}>
          {LINKS[target].text}
        </Link>
      ))}
    </nav>
  );
}
