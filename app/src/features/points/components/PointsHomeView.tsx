// /integralManage/Home: the balance first and large, then what asks for the merchant's hand today
// (expiring points, a new merchant's gifts, points to collect, the sign-in), goods to spend on,
// and the ways to the mall, the bill, the orders and the rules.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href, paths } from '../../../config/paths';
import { useExpiryReminderQuery, usePointsHomeQuery } from '../api/home';
import { useNoviceGiftsQuery } from '../api/noviceGifts';
import { usePendingPointsQuery } from '../api/pending';
import { useSignInStatusQuery } from '../api/signIn';
import { formatPoints } from '../../../lib/format';
import { BalanceHero } from './BalanceHero';
import { ExpiryNotice } from './ExpiryNotice';
import { NoviceBanner } from './NoviceBanner';
import { PendingPoints } from './PendingPoints';
import { PointsNav } from './PointsNav';
import { RecommendedGoods } from './RecommendedGoods';
import { SignInCard } from './SignInCard';
import './points.css';

export function PointsHomeView() {
  const home = usePointsHomeQuery();
  // The sections come from their own calls: wait until each has answered (or failed: it then shows
  // its own error and retry), so the screen appears once and nothing moves when a section fills in.
  const notices = [
    useExpiryReminderQuery(),
    useNoviceGiftsQuery(),
    useSignInStatusQuery(),
    usePendingPointsQuery(),
  ];
  const h = home.data;
  const status = queryStatus(home);
  return (
    <QueryState {...status} isLoading={status.isLoading || notices.some((q) => q.isLoading)}>
      {h ? (
        <div className="mh-points" data-state="ready">
          <BalanceHero
            balance={h.balance}
            note={h.pendingPoints > 0 ? `另有 ${formatPoints(h.pendingPoints)} 积分待领取` : undefined}
          >
            <div className="mh-points-hero-links">
              <Link className="mh-points-link" to={href(paths.points.pointBill)}>
                积分明细
              </Link>
              <Link className="mh-points-link" to={href(paths.points.homeIntro)}>
                积分规则
              </Link>
            </div>
          </BalanceHero>
          <ExpiryNotice />
          <NoviceBanner />
          <SignInCard />
          <PendingPoints />
          <RecommendedGoods goods={h.recommend} />
          <PointsNav />
        </div>
      ) : null}
    </QueryState>
  );
}
