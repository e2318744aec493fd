// What every order the payment side can pay has in common (docs/simulator.md "Wallet"): each kind
// (the service fee, a membership, coupons) keeps its own orders in a PayBook that says what paying one
// does; ./payment-side.ts moves any of them the same way for the host wallet and the mini program.
import type { MerchantState } from '../../../state/model';

/** Where an order stands for the payment side. */
export type PayState = 'unpaid' | 'paying' | 'paid' | 'closed';

/** An order the payment side can pay, whatever it buys. */
export interface Payable {
  orderNo: string;
  /** what the wallet and the pay page name it */
  goods: string;
  /** yuan */
  amount: number;
  status: PayState;
  /** the H5 route (under /h5) the mini program brings the web-view back to, with the order number */
  back: string;
  /** the wallet's trade number, once charged */
  tradeNo: string | null;
}

/** One kind of order as the payment side moves it. */
export interface PayBook {
  find(state: MerchantState, orderNo: string): Payable | null;
  /** Charges the order and delivers what it buys: false when it was charged already or is closed. */
  charge(state: MerchantState, orderNo: string, now: number): boolean;
  /** The wallet said pending (8000/6004): an unpaid order is charged at `settleAt`. */
  pend(state: MerchantState, orderNo: string, settleAt: number): void;
  /** Charges the pending orders whose time has come and closes the ones left unpaid too long. */
  settleDue(state: MerchantState, now: number): void;
}

/** Orders left unpaid this long are closed (nothing charged). */
export const UNPAID_CLOSE_MS = 15 * 60_000;

/** The wallet result codes the simulator plays (docs/simulator.md "Wallet"). */
export const WALLET_RESULTS = {
  '9000': '支付成功',
  '8000': '正在处理中，支付结果未知',
  '6004': '支付结果未知',
  '6001': '用户中途取消',
  '4000': '订单支付失败',
  '6002': '网络连接出错',
} as const;
export type WalletResultStatus = keyof typeof WALLET_RESULTS;

/** Why a wallet will not pay an order string: its memo, as the merchant reads it beside the button. */
export const WALLET_REFUSALS = {
  badSign: '订单信息无效：验签失败',
  unknownOrder: '订单信息无效：订单不存在',
  wrongAmount: '订单信息无效：金额与订单不符',
  closed: '订单已关闭，请重新下单',
} as const;

/** The order number an order string names, or null. */
export function orderNoOf(orderInfo: unknown): string | null {
  if (typeof orderInfo !== 'string') return null;
  return new URLSearchParams(orderInfo).get('out_trade_no');
}

/** The wallet's trade number for an order charged at `now`. */
export function tradeNoOf(orderNo: string, now: number): string {
  return `2026${orderNo.slice(-8)}${String(now).slice(-8)}`;
}
