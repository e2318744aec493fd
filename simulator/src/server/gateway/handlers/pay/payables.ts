// What every order the payment side can pay has in common (docs/simulator.md "Wallet"): each kind
// (the service fee, a membership, coupons) makes its PayBook with `payBook`, saying only what is its
// own (what paying one delivers, what closing one gives back, how it is shown); ./payment-side.ts moves
// any of them the same way for the host wallet and the mini program.
import { dateTime } from '../../../state/clock';
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

/** What every kind stores of an order the payment side moves, beside what it buys. */
export interface PayRecord {
  orderNo: string;
  /** yuan */
  amount: number;
  /** simulator clock, when a pending wallet payment settles (null/absent: nothing pending) */
  settleAt?: number | null;
  /** 'YYYY-MM-DD HH:mm:ss' once charged */
  payTime: string | null;
  tradeNo?: string | null;
  /** simulator clock, when created: how long it has been left unpaid */
  createdAt?: number;
}

/** What a charge sets on any order. */
interface Charged {
  settleAt: null;
  payTime: string;
  tradeNo: string;
}

/** What one kind of order keeps as its own; `payBook` moves it the way every kind moves. */
export interface PayKind<O extends PayRecord> {
  /** The kind's orders the payment side may pay, in the order due ones are settled. */
  orders(state: MerchantState): readonly O[];
  /** Where the order stands, read from the kind's own status. */
  stateOf(o: O): PayState;
  /** Moves the order on in the kind's own status (closing is `close`'s). */
  mark(o: O, to: 'paying' | 'paid'): void;
  /** What the wallet and the pay page name it, and the H5 route the mini program comes back to. */
  view(o: O): Pick<Payable, 'goods' | 'back'>;
  /** What a charge delivers, once the order is marked paid, timed and given its trade number. */
  deliver(state: MerchantState, o: O & Charged, now: number): void;
  /** Closes an order left unpaid `UNPAID_CLOSE_MS` and gives back what it held; absent: never closed. */
  close?(state: MerchantState, o: O): void;
}

/** One kind of order as the payment side moves it: found, charged once, left pending, settled, closed. */
export function payBook<O extends PayRecord>(kind: PayKind<O>): PayBook {
  const find = (state: MerchantState, orderNo: string) =>
    kind.orders(state).find((o) => o.orderNo === orderNo);
  const charge = (state: MerchantState, o: O, now: number): boolean => {
    const at = kind.stateOf(o);
    if (at === 'paid' || at === 'closed') return false;
    kind.mark(o, 'paid');
    const paid = Object.assign(o, {
      settleAt: null,
      payTime: dateTime(now),
      tradeNo: tradeNoOf(o.orderNo, now),
    });
    kind.deliver(state, paid, now);
    return true;
  };
  const leftUnpaid = (o: O, now: number) =>
    kind.stateOf(o) === 'unpaid' && o.createdAt !== undefined && now - o.createdAt >= UNPAID_CLOSE_MS;
  return {
    find: (state, orderNo) => {
      const o = find(state, orderNo);
      if (!o) return null;
      const { goods, back } = kind.view(o);
      return { orderNo, goods, amount: o.amount, status: kind.stateOf(o), back, tradeNo: o.tradeNo ?? null };
    },
    charge: (state, orderNo, now) => {
      const o = find(state, orderNo);
      return o ? charge(state, o, now) : false;
    },
    pend: (state, orderNo, settleAt) => {
      const o = find(state, orderNo);
      if (!o || kind.stateOf(o) !== 'unpaid') return;
      kind.mark(o, 'paying');
      o.settleAt = settleAt;
    },
    settleDue: (state, now) => {
      for (const o of kind.orders(state)) {
        if (kind.stateOf(o) === 'paying' && o.settleAt != null && now >= o.settleAt) charge(state, o, now);
        if (kind.close && leftUnpaid(o, now)) kind.close(state, o);
      }
    },
  };
}

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
