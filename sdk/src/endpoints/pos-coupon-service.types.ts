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
  /** how many one merchant may buy in all (0: no limit) */
  limitPerMerchant: number;
  /** only paying members may buy it */
  memberOnly: boolean;
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

/** `couponInfo` response: the coupon, what this merchant would pay and may still buy. */
export interface CouponDetail extends Coupon {
  /** yuan, null when the merchant is not a paying member */
  memberPrice: number | null;
  /** how many this merchant has bought (paid orders and orders still being paid) */
  bought: number;
  /** how many this merchant may still buy now: the stock and the limit both counted */
  canBuy: number;
  /** why the merchant cannot buy it now ('仅限付费会员购买', '已达每人限购 2 张', '已售罄'), null when they can */
  cannotBuyReason: string | null;
  /** HTML: the purchase agreement and rules */
  rules: string;
}

/** `couponOrderCreate` request; `count` 1–10, 1 when absent. */
export interface CouponOrderCreateRequest {
  couponId: string;
  count?: number;
}

/**
 * A coupon order's state: '00' 待支付 (created, the wallet not yet paid), '01' 支付确认中 (the wallet said
 * pending, the payment side has not confirmed), '02' 已支付 (the coupons are in the wallet), '03' 已关闭
 * (not paid within 15 minutes; nothing charged, the stock given back).
 */
export type CouponOrderStatus = '00' | '01' | '02' | '03';

/** A coupon order (bought or exchanged): what `couponOrderInfo` answers and the history lists. */
export interface CouponOrder {
  orderNo: string;
  couponId: string;
  couponName: string;
  count: number;
  /** yuan to pay / paid; 0 for an exchanged coupon */
  amount: number;
  status: CouponOrderStatus;
  /** the state in words: '待支付', '支付确认中', '已支付', '已关闭', or '兑换成功' for an exchanged coupon */
  statusName: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string;
  /** 'YYYY-MM-DD HH:mm:ss'; '' until paid */
  payTime: string;
}

/**
 * `couponOrderCreate` response: the order (status '00'; the same order again for the same
 * Idempotency-Key) and the string the host wallet pays (`pay`'s orderInfo), signed by the server.
 * The coupons go into the wallet only when the payment side says the order is paid.
 */
export interface CouponOrderCreated extends CouponOrder {
  orderInfo: string;
}

/** `couponOrderInfo` request. */
export interface CouponOrderInfoRequest {
  orderNo: string;
}

/** `couponPackageExchange` request: an 8-character exchange code (letters and digits, any case). */
export interface CouponExchangeRequest {
  code: string;
}

/** `couponPackageExchange` response: the code (upper-cased), what it gave and the free order it created. */
export interface CouponExchange {
  code: string;
  /** 'coupon': one coupon; 'package': a package of several, each put in the wallet */
  kind: 'coupon' | 'package';
  /** what the code gave, e.g. '费率减免券（30 天）' or '月度专享礼包' */
  name: string;
  /** the coupons now in the merchant's wallet (`couponMine`), unused */
  coupons: WalletCoupon[];
  order: CouponOrder;
}

/** Where a coupon of the wallet came from. */
export type WalletCouponSource = 'bought' | 'exchanged' | 'prize' | 'memberRight';

/** A wallet coupon's state, worked out from its times when read (never stored, never a batch job). */
export type WalletCouponStatus = 'unused' | 'used' | 'expired';

/** One coupon the merchant holds (amounts in yuan, times 'YYYY-MM-DD HH:mm:ss' China time). */
export interface WalletCoupon {
  /** this coupon in the wallet (a package or a count of 2 gives several) */
  walletId: string;
  /** the coupon kind it is (`couponInfo` id); for a coupon won in an activity, the prize's id */
  couponId: string;
  name: string;
  /** coupon kind code, as `Coupon.type` */
  type: string;
  /** yuan it is worth */
  faceValue: number;
  /** what it does, in words: '30 天内刷卡费率减免 0.1%', '抵扣一次提现手续费' */
  valueText: string;
  source: WalletCouponSource;
  /** the source in words: '购买', '兑换码兑换', '活动奖品：幸运大转盘', '会员权益' */
  sourceName: string;
  startTime: string;
  endTime: string;
  status: WalletCouponStatus;
  /**
   * Days from the server's today to the coupon's last day (0: it ends today), so the card can say
   * it ends soon on the server's clock, not the device's; null unless `status` is 'unused'.
   */
  daysLeft: number | null;
  /** when it was used; null unless `status` is 'used' */
  usedTime: string | null;
  /** the trade amount it needs (yuan), null when any amount will do */
  minAmount: number | null;
  /**
   * Why it cannot be used now, in the merchant's words ('2026-12-01 00:00 起可用', '已于 2026-11-02 使用',
   * '已于 2026-10-31 过期'); null when it can be used.
   */
  unusableReason: string | null;
}

/** `couponMine` request: one tab of the wallet; all of it when absent. */
export interface CouponMineRequest {
  status?: WalletCouponStatus;
}

/**
 * `couponMine` response: the merchant's coupons of the tab, the one ending soonest first (an unused
 * coupon about to lapse leads), and how many each tab holds.
 */
export interface CouponMine {
  list: WalletCoupon[];
  counts: Record<WalletCouponStatus, number>;
}

/** `couponBuyHistory` request. */
export type CouponBuyHistoryRequest = PageRequest;

/** `couponBuyHistory` response: coupon orders, newest first. */
export type CouponBuyHistory = PageResponse<CouponOrder>;
