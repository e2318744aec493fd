import type { Endpoint } from './types';

const S = 'pos-coupon-service' as const;

// pos-coupon-service calls (docs/product.md §7 "pos-coupon-service"): one `export const` each, `name` its key (the
// `endpoints` namespace joins the services: ./catalogue.ts). The app's build takes each into the
// chunk of the code that names it (app/build/catalogueSplit.ts).
export const couponSellList = {
  name: 'couponSellList',
  service: S,
  path: 'coupon/sellList',
  method: 'POST',
  summary: '在售券列表',
} as const satisfies Endpoint;
export const couponInfo = {
  name: 'couponInfo',
  service: S,
  path: 'coupon/info',
  method: 'POST',
  summary: '券详情',
} as const satisfies Endpoint;
export const couponOrderCreate = {
  name: 'couponOrderCreate',
  service: S,
  path: 'coupon/order/create',
  method: 'POST',
  idempotent: true,
  summary: '券下单',
} as const satisfies Endpoint;
export const couponOrderInfo = {
  name: 'couponOrderInfo',
  service: S,
  path: 'coupon/order/info',
  method: 'POST',
  summary: '券订单信息',
} as const satisfies Endpoint;
export const couponPackageExchange = {
  name: 'couponPackageExchange',
  service: S,
  path: 'coupon/package/exchange',
  method: 'POST',
  idempotent: true,
  summary: '券包兑换',
} as const satisfies Endpoint;
export const couponBuyHistory = {
  name: 'couponBuyHistory',
  service: S,
  path: 'coupon/buyHistory',
  method: 'POST',
  summary: '购券记录',
} as const satisfies Endpoint;
/**
 * The merchant's coupon wallet, one tab at a time. Not in docs/product.md's catalogue: the
 * /private/coupon screen needs what the merchant holds (bought, exchanged, won as a prize, given
 * as a member right), and no listed call answers it (`couponBuyHistory` lists orders, not coupons,
 * and knows neither prizes nor use). The server works the state out of the end time when read, so
 * a coupon lapses at its time without a batch job, and says why an unusable one cannot be used.
 */
export const couponMine = {
  name: 'couponMine',
  service: S,
  path: 'coupon/mine',
  method: 'POST',
  summary: '我的券',
} as const satisfies Endpoint;
