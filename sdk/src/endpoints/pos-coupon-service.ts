import type { Endpoint } from './types';

const S = 'pos-coupon-service' as const;

/** pos-coupon-service calls (docs/product.md §7 "pos-coupon-service"). */
export const posCouponServiceEndpoints = {
  couponSellList: {
    name: 'couponSellList',
    service: S,
    path: 'coupon/sellList',
    method: 'POST',
    summary: '在售券列表',
  },
  couponInfo: { name: 'couponInfo', service: S, path: 'coupon/info', method: 'POST', summary: '券详情' },
  couponOrderCreate: {
    name: 'couponOrderCreate',
    service: S,
    path: 'coupon/order/create',
    method: 'POST',
    idempotent: true,
    summary: '券下单',
  },
  couponOrderInfo: {
    name: 'couponOrderInfo',
    service: S,
    path: 'coupon/order/info',
    method: 'POST',
    summary: '券订单信息',
  },
  couponPackageExchange: {
    name: 'couponPackageExchange',
    service: S,
    path: 'coupon/package/exchange',
    method: 'POST',
    idempotent: true,
    summary: '券包兑换',
  },
  couponBuyHistory: {
    name: 'couponBuyHistory',
    service: S,
    path: 'coupon/buyHistory',
    method: 'POST',
    summary: '购券记录',
  },
  /**
   * The merchant's coupon wallet, one tab at a time. Not in docs/product.md's catalogue: the
   * /private/coupon screen needs what the merchant holds (bought, exchanged, won as a prize, given
   * as a member right), and no listed call answers it (`couponBuyHistory` lists orders, not coupons,
   * and knows neither prizes nor use). The server works the state out of the end time when read, so
   * a coupon lapses at its time without a batch job, and says why an unusable one cannot be used.
   */
  couponMine: { name: 'couponMine', service: S, path: 'coupon/mine', method: 'POST', summary: '我的券' },
} as const satisfies Record<string, Endpoint>;
