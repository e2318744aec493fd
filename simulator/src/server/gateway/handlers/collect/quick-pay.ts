// Collecting money: open a payment order (a bound card confirmed by SMS, a QR code, a card swipe),
// confirm a card payment by SMS, read an order's result. The order's life is collect-orders.ts.
import type { PayWay } from '@merchant-h5/sdk';
import { badParam } from '../../errors';
import { optNumber, optString, reqString } from '../input';
import { maskPhone, wrongState } from '../rules';
import type { ServiceHandlers } from '../types';
import { checkAmount, findOrder, openOrder, settle } from './collect-orders';
import { findCard, smsCode } from './quick-pay-rules';

const PAY_WAYS: readonly PayWay[] = ['card', 'qrcode', 'swipe'];
const PURPOSES = ['collect', 'deposit'] as const;

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  name: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw badParam(`${name} 应为 ${allowed.join(' | ')}`);
  return value as T;
}

export const quickPayHandlers = {
  quickCardPayRequest: ({ state, input, now }) => {
    const payWay = oneOf(optString(input, 'payWay'), PAY_WAYS, 'payWay') ?? 'card';
    const purpose = oneOf(optString(input, 'purpose'), PURPOSES, 'purpose') ?? 'collect';
    const amount = checkAmount(optNumber(input, 'amount'));
    if (payWay !== 'card') {
      const order = openOrder(state, { payWay, purpose, amount }, now);
      return { ...order, smsSent: false, phone: '' };
    }
    const card = findCard(state, optString(input, 'cardId'));
    const order = openOrder(state, { payWay, purpose, amount, cardId: card.cardId }, now);
    return { ...order, smsSent: true, phone: maskPhone(card.phone) };
  },
  quickCardPaySmsVerify: ({ state, input, now }) => {
    smsCode(input);
    const payment = findOrder(state, reqString(input, 'payOrderNo'));
    if (payment.status !== '01') throw wrongState('订单已处理');
    settle(payment, { outcome: 'paid' }, now);
    return payment;
  },
  quickCardPayResult: ({ state, input }) => {
    const payOrderNo = optString(input, 'payOrderNo');
    const payment = payOrderNo ? state.payments.find((p) => p.payOrderNo === payOrderNo) : state.payments[0];
    if (!payment) return { status: 'none', statusName: '暂无支付记录', payOrderNo: payOrderNo ?? null };
    return payment;
  },
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
