// What each pos-coupon-service endpoint sends and answers: the one contract of the SDK, the app and the
// simulator (docs/adding-an-area.md). Keys are the catalogue's names; the compiler checks the set.
import type { Pending, PendingBody } from './pending';

/**
 * pos-coupon-service: request and response `data` of every endpoint.
 *
 * @example
 * ```ts
 * type Answer = PosCouponServiceIo['couponSellList']['response'];
 * ```
 */
export interface PosCouponServiceIo {
  /** POST coupon/sellList — 在售券列表 */
  couponSellList: { body: PendingBody; response: Pending };
  /** POST coupon/info — 券详情 */
  couponInfo: { body: PendingBody; response: Pending };
  /** POST coupon/order/create — 券下单 */
  couponOrderCreate: { body: PendingBody; response: Pending };
  /** POST coupon/order/info — 券订单信息 */
  couponOrderInfo: { body: PendingBody; response: Pending };
  /** POST coupon/package/exchange — 券包兑换 */
  couponPackageExchange: { body: PendingBody; response: Pending };
  /** POST coupon/buyHistory — 购券记录 */
  couponBuyHistory: { body: PendingBody; response: Pending };
}
