// The coupons the merchant holds (docs/product.md §2 "Coupons"): the wallet by state and the exchange
// code that puts a coupon or a package into it. The buy history lists the orders, bought and
// exchanged. The coupon mall and buying are still to come.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { prefetchCouponOrders } from './api/buyHistory';
import { prefetchMyCoupons, prefetchUnusedCoupons } from './api/wallet';

const routes: AppRoute[] = [
  {
    pattern: paths.tasks.privateCoupon,
    lazy: () => import('./screens/MyCouponsScreen'),
    prefetch: prefetchMyCoupons,
  },
  {
    pattern: paths.tasks.exchangeCode,
    lazy: () => import('./screens/ExchangeCodeScreen'),
    prefetch: prefetchUnusedCoupons,
  },
  {
    pattern: paths.tasks.couponBuyHistory,
    lazy: () => import('./screens/BuyHistoryScreen'),
    prefetch: prefetchCouponOrders,
  },
];

export const area: FeatureArea = { name: 'coupons', title: '我的券', routes };
