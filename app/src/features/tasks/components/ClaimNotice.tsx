// What the last claim gave and where it went, with the way there: '+100 积分' and the points bill,
// or '三月好礼 +1 次抽奖机会' and the activity's page.
import { Link } from 'react-router-dom';
import type { TaskClaim } from '@merchant-h5/sdk';
import { appLink } from '../lib/appLink';
import { destinationText, gainText } from '../lib/rewardText';

export function ClaimNotice({ claim }: { claim: TaskClaim | undefined }) {
  return (
    <div aria-live="polite">
      {claim ? (
        <div className="mh-tasks-notice" data-testid="task-claimed">
          <span>
            已领取「{claim.title}」：{gainText(claim.reward)}，已存入{claim.where}
          </span>
          {appLink(claim.route) ? (
            <Link className="mh-tasks-link" to={appLink(claim.route)!}>
              {destinationText(claim)}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
