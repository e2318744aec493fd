// The points home (docs/product.md §2 "Points"): the balance with sign-in, pending points and
// recommended goods, the rules, the bill and the new merchant's novice gifts. The mall, the
// commodity detail and the orders are other areas', reached through paths.points.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { prefetchPointBill } from './api/bill';
import { prefetchPointsHome, prefetchPointsPage } from './api/home';
import { prefetchNoviceGifts } from './api/noviceGifts';
import { prefetchPendingPoints } from './api/pending';
import { prefetchSignInStatus } from './api/signIn';

// The home's sections start with its summary, so the screen appears once, whole.
const prefetchHome: AppRoute['prefetch'] = (args) => {
  for (const prefetch of [
    prefetchPointsHome,
    prefetchNoviceGifts,
    prefetchSignInStatus,
    prefetchPendingPoints,
  ])
    prefetch?.(args);
};

const routes: AppRoute[] = [
  {
    pattern: paths.points.home,
    lazy: () => import('./screens/PointsHomeScreen'),
    prefetch: prefetchHome,
    key: true,
  },
  {
    pattern: paths.points.homeIntro,
    lazy: () => import('./screens/PointsRulesScreen'),
    prefetch: prefetchPointsPage,
  },
  {
    pattern: paths.points.pointBill,
    lazy: () => import('./screens/PointBillScreen'),
    prefetch: prefetchPointBill,
  },
  {
    pattern: paths.points.empty,
    lazy: () => import('./screens/NoviceGiftsScreen'),
    prefetch: prefetchNoviceGifts,
  },
];

export const area: FeatureArea = { name: 'points', title: '积分', routes };
