// The payment side (docs/simulator.md "Wallet"): the host wallet and the mini program's pay page find,
// charge and leave pending any kind of order the same way here. An order string is paid only as the
// gateway signed it, for that order's amount; an order is charged once.
import type { PaymentResult } from '@merchant-h5/sdk';
import type { SimContext } from '../../../context';
import type { MerchantState } from '../../../state/model';
import { couponBook } from '../coupons/coupon-orders';
import { memberBook } from '../members/member-orders';
import { serviceFeeBook } from '../serviceFee/service-fee-orders';
import { verifiedOrderInfo } from './pay-sign';
import {
  orderNoOf,
  tradeNoOf,
  WALLET_REFUSALS,
  WALLET_RESULTS,
  type PayBook,
  type Payable,
  type WalletResultStatus,
} from './payables';

/** Every kind of order the payment side pays. */
const books: readonly PayBook[] = [serviceFeeBook, memberBook, couponBook];

function bookOf(state: MerchantState, orderNo: string): { book: PayBook; order: Payable } | null {
  for (const book of books) {
    const order = book.find(state, orderNo);
    if (order) return { book, order };
  }
  return null;
}

/** The order by its number, of any kind, after settling what is due; null when none. */
export function findPayable(state: MerchantState, orderNo: string, now: number): Payable | null {
  settleAllDue(state, now);
  return bookOf(state, orderNo)?.order ?? null;
}

/** Charges the order of any kind (once). */
export function chargePayable(state: MerchantState, orderNo: string, now: number): boolean {
  return bookOf(state, orderNo)?.book.charge(state, orderNo, now) ?? false;
}

/** Every kind's due settlements: call before reading any order. */
export function settleAllDue(state: MerchantState, now: number): void {
  for (const book of books) book.settleDue(state, now);
}

/**
 * The wallet's refusal of an order string it will not pay, before any choice of QA applies: not
 * signed by this simulator's gateway for this session as it stands, naming no order the gateway
 * opened, for another amount than that order's, or for an order closed unpaid. Null when it may be
 * paid. Answered as a real wallet's failure (4000, the reason in `memo`); nothing is charged.
 */
export function walletRefusal(
  ctx: SimContext,
  session: string,
  state: MerchantState,
  orderInfo: unknown,
  now: number,
): PaymentResult | null {
  const refuse = (memo: string): PaymentResult => ({ memo, resultStatus: '4000', result: '' });
  const params = verifiedOrderInfo(ctx, session, orderInfo);
  if (!params) return refuse(WALLET_REFUSALS.badSign);
  const order = findPayable(state, params.get('out_trade_no') ?? '', now);
  if (!order) return refuse(WALLET_REFUSALS.unknownOrder);
  if (params.get('total_amount') !== order.amount.toFixed(2)) return refuse(WALLET_REFUSALS.wrongAmount);
  if (order.status === 'closed') return refuse(WALLET_REFUSALS.closed);
  return null;
}

/**
 * What the host wallet does with a `pay` call for `orderInfo` when it answers `resultStatus`:
 * 9000 charges now, 8000/6004 leave the order pending until `now + settleAfterMs`, the rest charge
 * nothing. The host wallet calls it only for an order string `walletRefusal` lets through.
 */
export function walletPays(
  state: MerchantState,
  orderInfo: unknown,
  resultStatus: WalletResultStatus,
  now: number,
  settleAfterMs: number,
): PaymentResult {
  const orderNo = orderNoOf(orderInfo) ?? '';
  const found = bookOf(state, orderNo);
  if (found && resultStatus === '9000') found.book.charge(state, orderNo, now);
  if (found && (resultStatus === '8000' || resultStatus === '6004'))
    found.book.pend(state, orderNo, now + settleAfterMs);
  const paid = resultStatus === '9000';
  const after = found?.book.find(state, orderNo);
  return {
    memo: paid ? '' : WALLET_RESULTS[resultStatus],
    resultStatus,
    result: paid
      ? {
          alipay_trade_app_pay_response: {
            code: '10000',
            msg: 'Success',
            trade_no: after?.tradeNo ?? tradeNoOf(orderNo, now),
            out_trade_no: orderNo,
            total_amount: (after?.amount ?? 0).toFixed(2),
            seller_id: '2088000000000001',
          },
          sign: 'sim-sign',
        }
      : '',
  };
}
