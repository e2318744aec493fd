// Request and response shapes of the pos-coupon-service calls. docs/product.md gives no payloads: these are
// the shapes this project defines and the simulator serves (field spellings as docs/product.md §3 names
// them).
import type { PageRequest, PageResponse } from './records.types';

/** A coupon on sale (amounts in yuan). */
export interface Coupon {
  id: string;
  /** coupon kind code, e.g. '01' rate reduction, '02' free withdrawals */
  type: string;
  name: string;
  price: number;
  faceValue: number;
  validDays: number;
  stock: number;
  description: string;
}

/** `couponSellList` request; `type` filters by coupon kind. */
export interface CouponSellListRequest extends PageRequest {
  type?: string;
}

/** `couponSellList` response. */
export type CouponSellList = PageResponse<Coupon>;

/** `couponInfo` request. */
export interface CouponInfoRequest {
  id: string;
}

/** `couponInfo` response: the coupon and, for paying members, their price. */
export interface CouponDetail extends Coupon {
  /** yuan, null when the merchant is not a paying member */
  memberPrice: number | null;
}

/** `couponOrderCreate` request; `count` 1–10, 1 when absent. */
export interface CouponOrderCreateRequest {
  couponId: string;
  count?: number;
}

/** A coupon order (bought or exchanged): what `couponOrderCreate` and `couponOrderInfo` answer. */
export interface CouponOrder {
  orderNo: string;
  couponId: string;
  couponName: string;
  count: number;
  /** yuan paid; 0 for an exchanged coupon */
  amount: number;
  /** '02' paid */
  status: '02';
  /** '已支付', or '兑换成功' for an exchanged coupon */
  statusName: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  payTime: string;
}

/** `couponOrderInfo` request. */
export interface CouponOrderInfoRequest {
  orderNo: string;
}

/** `couponPackageExchange` request: an 8-character exchange code (letters and digits). */
export interface CouponExchangeRequest {
  code: string;
}

/** `couponPackageExchange` response: the code (upper-cased) and the free order it created. */
export interface CouponExchange {
  code: string;
  order: CouponOrder;
}

/** `couponBuyHistory` request. */
export type CouponBuyHistoryRequest = PageRequest;

/** `couponBuyHistory` response: coupon orders, newest first. */
export type CouponBuyHistory = PageResponse<CouponOrder>;
