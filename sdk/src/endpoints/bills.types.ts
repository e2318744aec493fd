// Shapes of the bill, rate and order calls (docs/product.md does not show payloads; the project defines
// them).
import type { PageRequest, PageResponse } from './records.types';

/** `billQueryDetail` query: monthDate 'YYYYMM'. */
export interface MonthBillRequest {
  monthDate: string;
}

/** `billQueryDetail` response: month totals and one entry per day with trades. */
export interface MonthBill {
  monthDate: string;
  totals: { tradeAmount: number; tradeCount: number; fee: number; withdrawalAmount: number };
  /** date 'YYYYMMDD' */
  daily: Array<{ date: string; amount: number; count: number }>;
  /** The months the stepper offers, 'YYYYMM', newest first: this month back to the first month with
   * trades (at most 24), so the stepper stops where the data starts. */
  months: string[];
}

/** `wealthBill` request: year 'YYYY'. */
export interface WealthBillRequest {
  year: string;
}

/** `wealthBill` response: what the merchant saved (fees avoided, rewards) per month. */
export interface WealthBill {
  year: string;
  totalSaved: number;
  months: Array<{ monthDate: string; savedFee: number; reward: number; total: number }>;
}

/** `rateQueryLevelAndRate` response. */
export interface LevelAndRate {
  level: string;
  levelName?: string;
  /** rate as a percentage string, e.g. '0.60' */
  rates: Array<{ payWay: string; name: string; rate: string; cap?: number }>;
}

/** `internetPayOrderList` request (my orders). */
export interface MyOrderListRequest extends PageRequest {
  status?: string;
}

/** One order in my orders. */
export interface MyOrder {
  orderNo: string;
  goodsName: string;
  amount: number;
  status: string;
  statusName: string;
  createTime: string;
}

/** `internetPayOrderList` response. */
export type MyOrderListResponse = PageResponse<MyOrder>;
