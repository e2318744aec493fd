// The ways from one of an activity's screens to its others: the game, its rules, the prizes won.
import { Link } from 'react-router-dom';
import { gameHref, gamePrizesHref, rulesHref, type GameKind } from '../lib/links';
import './activities.css';

type Target = 'game' | 'rules' | 'prizes';

const LINKS: Record<
  Target,
  { text: string; to: (kind: GameKind, activityId: string) => string | undefined }
> = {
  game: { text: '去参加活动', to: gameHref },
  rules: { text: '活动规则', to: rulesHref },
  prizes: { text: '我的奖品', to: gamePrizesHref },
};

export interface ActivityLinksProps {
  kind: GameKind;
  activityId: string;
  to: readonly Target[];
}

export function ActivityLinks({ kind, activityId, to }: ActivityLinksProps) {
  return (
    <nav className="mh-lottery-links" aria-label="活动">
      {to.map((target) => {
        // A game without a rules address shows its rules on its own screen.
        const address = LINKS[target].to(kind, activityId);
        return address === undefined ? null : (
          <Link key={target} className="mh-button mh-button--link" to={address}>
            {LINKS[target].text}
          </Link>
        );
      })}
    </nav>
  );
}
