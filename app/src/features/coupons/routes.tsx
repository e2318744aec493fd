// The coupons the merchant holds (docs/product.md §2 "Coupons"): the wallet by state and the exchange
// code that puts a coupon or a package into it. The buy history lists the orders, bought and
// exchanged. The coupon mall (a key screen) sells them, and a coupon's page buys them through the
// host's wallet.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { prefetchFirst } from '../../lib/firstQuery';
import { paths } from '../../config/paths';
import { prefetchCouponInfo } from './api/buy';
import { prefetchCouponOrders } from './api/buyHistory';
import { mallApi } from './api/mall';
import { prefetchMyCoupons, prefetchUnusedCoupons } from './api/wallet';
import { couponMallFirst } from './firstCalls';

const routes: AppRoute[] = [
  {
    pattern: paths.tasks.couponMall,
    lazy: () => import('./screens/CouponMallScreen'),
    prefetch: prefetchFirst(couponMallFirst, mallApi.endpoints),
    key: true,
  },
  {
    pattern: paths.tasks.couponBuy,
    lazy: () => import('./screens/CouponBuyScreen'),
    prefetch: prefetchCouponInfo,
    example: '/coupon/buy/Q001',
  },
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
