// The third-party points malls and the points activity (docs/product.md §2 "Points"): leaving for
// the Duiba or yhh mall with its signed login address (allow-listed origins only), and 积分狂欢周.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { prefetchPointsActivity } from './api/pointsActivity';

// The activity first: it links to /integral/loading/{client}, which the route checks follow.
const routes: AppRoute[] = [
  {
    pattern: paths.points.pointsMallActivity,
    lazy: () => import('./screens/PointsActivityScreen'),
    prefetch: prefetchPointsActivity,
  },
  { pattern: paths.points.duibaMall, lazy: () => import('./screens/DuibaMallScreen'), leavesApp: true },
  {
    pattern: paths.points.integralLoading,
    lazy: () => import('./screens/IntegralLoadingScreen'),
    leavesApp: true,
  },
  { pattern: paths.points.yhhLoading, lazy: () => import('./screens/YhhLoadingScreen'), leavesApp: true },
];

export const area: FeatureArea = { name: 'partnerMall', title: '第三方积分商城与积分活动', routes };
