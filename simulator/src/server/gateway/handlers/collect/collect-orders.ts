// The payment order's state machine, shared by the quick-pay handlers, 开心送 and the simulator's
// payer (hosts/collect.ts): an order is opened waiting ('01' SMS, '02' payer), then paid ('00') or
// failed ('03') exactly once. Whoever settles it later (a second swipe, the settle control) changes nothing.
import { swipeCodeOf } from '@merchant-h5/sdk';
import type { PayPurpose, PayWay, QuickPayment } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../../../state/clock';
import type { MerchantState } from '../../../state/model';
import { badParam, notFound } from '../../errors';
import { mintId } from '../input';

export const MAX_AMOUNT = 50_000;
export const QR_BASE = 'https://pay.sim.localhost/collect/';

/** Yuan, more than 0, at most 50000, at most two decimals; throws the gateway's bad-param answer. */
export function checkAmount(amount: number | undefined): number {
  if (amount === undefined || !(amount > 0) || amount > MAX_AMOUNT)
    throw badParam(`amount 应为 0–${MAX_AMOUNT} 的金额`);
  const cents = Math.round(amount * 100);
  if (Math.abs(amount * 100 - cents) > 1e-6) throw badParam('amount 最多两位小数');
  return cents / 100;
}

export interface NewOrder {
  payWay: PayWay;
  purpose: PayPurpose;
  amount: number;
  cardId?: string;
  packageId?: string;
}

/** Opens an order (newest first in `state.payments`). */
export function openOrder(state: MerchantState, order: NewOrder, now: number): QuickPayment {
  const payOrderNo = mintId(state, order.payWay === 'card' ? 'QP' : 'CO', ymd(now));
  const payment: QuickPayment = {
    payOrderNo,
    cardId: order.cardId ?? '',
    amount: order.amount,
    payWay: order.payWay,
    purpose: order.purpose,
    status: order.payWay === 'card' ? '01' : '02',
    statusName: order.payWay === 'card' ? '待短信确认' : '等待付款',
    createTime: dateTime(now),
    payTime: null,
    qrContent: order.payWay === 'qrcode' ? `${QR_BASE}${payOrderNo}` : null,
    failReason: null,
    packageId: order.packageId ?? null,
  };
  state.payments.unshift(payment);
  return payment;
}

export function findOrder(state: MerchantState, payOrderNo: string): QuickPayment {
  const order = state.payments.find((p) => p.payOrderNo === payOrderNo);
  if (!order) throw notFound(`支付订单 ${payOrderNo}`);
  return order;
}

export const isOpen = (order: QuickPayment) => order.status === '01' || order.status === '02';

/** The newest order still waiting for its payer (QR code or swipe), if any. */
export function openPayerOrder(state: MerchantState): QuickPayment | undefined {
  return state.payments.find((p) => p.status === '02');
}

export type Settlement = { outcome: 'paid' } | { outcome: 'failed'; reason: string };

/** Pays or fails an open order; answers whether it changed (an order settles once). */
export function settle(order: QuickPayment, settlement: Settlement, now: number): boolean {
  if (!isOpen(order)) return false;
  if (settlement.outcome === 'paid')
    Object.assign(order, { status: '00', statusName: '支付成功', payTime: dateTime(now) });
  else Object.assign(order, { status: '03', statusName: '支付失败', failReason: settlement.reason });
  return true;
}

/**
 * What a card swiped for `payOrderNo` does, by the reader's answer: '0000' pays it, a decline fails
 * it with the code's text, a retry answer (read error, cancelled…) charges nothing and leaves it open.
 * An order that is not the simulator's, or no longer open, changes nothing.
 */
export function swipe(state: MerchantState, payOrderNo: unknown, errorCode: string, now: number): boolean {
  const order = state.payments.find((p) => p.payOrderNo === payOrderNo && p.payWay === 'swipe');
  if (!order) return false;
  const { outcome, text } = swipeCodeOf(errorCode);
  if (outcome === 'retry') return false;
  return settle(order, outcome === 'paid' ? { outcome: 'paid' } : { outcome: 'failed', reason: text }, now);
}
