// The points home (docs/product.md §2 "Points"): the balance with sign-in, pending points and
// recommended goods, the rules, the bill and the new merchant's novice gifts. The mall, the
// commodity detail and the orders are other areas', reached through paths.points.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { prefetchFirst } from '../../lib/firstQuery';
import { paths } from '../../config/paths';
import { prefetchPointBill } from './api/bill';
import { homeApi, prefetchPointsPage } from './api/home';
import { noviceGiftsApi, prefetchNoviceGifts } from './api/noviceGifts';
import { pendingApi } from './api/pending';
import { signInApi } from './api/signIn';
import { pointsHomeFirst } from './firstCalls';

/** The endpoints the home starts with (./firstCalls.ts), from the api files that declare them. */
const homeEndpoints = {
  ...homeApi.endpoints,
  ...noviceGiftsApi.endpoints,
  ...signInApi.endpoints,
  ...pendingApi.endpoints,
};

const routes: AppRoute[] = [
  {
    pattern: paths.points.home,
    lazy: () => import('./screens/PointsHomeScreen'),
    prefetch: prefetchFirst(pointsHomeFirst, homeEndpoints),
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
