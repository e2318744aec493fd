// The points mall (docs/product.md §2 "Points"): the goods with the balance, a good's detail, the
// exchange confirmation with its delivery address, the orders and one order, and the member-only
// goods (/vvip). The points home, bill and partner malls are other areas'.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { prefetchFirst } from '../../lib/firstQuery';
import { paths } from '../../config/paths';
import { mallApi } from './api/mall';
import { mallFirst } from './firstCalls';

const routes: AppRoute[] = [
  {
    pattern: paths.points.pointMall,
    lazy: () => import('./screens/PointMallScreen'),
    prefetch: prefetchFirst(mallFirst, mallApi.endpoints),
    key: true,
  },
  { pattern: paths.points.commodityDetails, lazy: () => import('./screens/CommodityDetailsScreen') },
  { pattern: paths.points.integralAction, lazy: () => import('./screens/IntegralActionScreen') },
  { pattern: paths.points.integralOrder, lazy: () => import('./screens/IntegralOrderScreen') },
  { pattern: paths.points.integralOrderIntro, lazy: () => import('./screens/IntegralOrderIntroScreen') },
  { pattern: paths.points.vvip, lazy: () => import('./screens/VvipScreen') },
];

export const area: FeatureArea = { name: 'pointsMall', title: '积分商城', routes };
