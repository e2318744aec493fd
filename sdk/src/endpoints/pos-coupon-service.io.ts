// What each pos-coupon-service endpoint sends and answers: the one contract of the SDK, the app and the
// simulator (docs/adding-an-area.md). Keys are the catalogue's names; the compiler checks the set.
import type {
  CouponBuyHistory,
  CouponBuyHistoryRequest,
  CouponDetail,
  CouponExchange,
  CouponExchangeRequest,
  CouponInfoRequest,
  CouponMine,
  CouponMineRequest,
  CouponOrder,
  CouponOrderCreateRequest,
  CouponOrderCreated,
  CouponOrderInfoRequest,
  CouponSellList,
  CouponSellListRequest,
} from './pos-coupon-service.types';

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
  couponSellList: { body: CouponSellListRequest; response: CouponSellList };
  /** POST coupon/info — 券详情 */
  couponInfo: { body: CouponInfoRequest; response: CouponDetail };
  /** POST coupon/order/create — 券下单 */
  couponOrderCreate: { body: CouponOrderCreateRequest; response: CouponOrderCreated };
  /** POST coupon/order/info — 券订单信息 */
  couponOrderInfo: { body: CouponOrderInfoRequest; response: CouponOrder };
  /** POST coupon/package/exchange — 券包兑换 */
  couponPackageExchange: { body: CouponExchangeRequest; response: CouponExchange };
  /** POST coupon/buyHistory — 购券记录 */
  couponBuyHistory: { body: CouponBuyHistoryRequest; response: CouponBuyHistory };
  /** POST coupon/mine — 我的券 */
  couponMine: { body: CouponMineRequest; response: CouponMine };
}
