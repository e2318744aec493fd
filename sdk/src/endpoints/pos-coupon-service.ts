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
} as const satisfies Record<string, Endpoint>;
