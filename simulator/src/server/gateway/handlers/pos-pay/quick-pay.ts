// Quick card payment: request a payment on a bound card, confirm it by SMS, read its result.
import { dateTime, ymd } from '../../../state/clock';
import type { QuickPayment } from '../../../state/model';
import { badParam, notFound } from '../../errors';
import { mintId, optNumber, optString, reqString } from '../input';
import { wrongState } from '../rules';
import type { ServiceHandlers } from '../types';
import { findCard, smsCode } from './quick-pay-rules';

export const quickPayHandlers = {
  quickCardPayRequest: ({ state, input, now }) => {
    const card = findCard(state, optString(input, 'cardId'));
    const amount = optNumber(input, 'amount');
    if (amount === undefined || amount <= 0 || amount > 50_000) throw badParam('amount 应为 0–50000 的金额');
    const payment: QuickPayment = {
      payOrderNo: mintId(state, 'QP', ymd(now)),
      cardId: card.cardId,
      amount: Math.round(amount * 100) / 100,
      status: '01',
      statusName: '待短信确认',
      createTime: dateTime(now),
      payTime: null,
    };
    state.payments.unshift(payment);
    return { ...payment, smsSent: true, phone: `${card.phone.slice(0, 3)}****${card.phone.slice(7)}` };
  },
  quickCardPaySmsVerify: ({ state, input, now }) => {
    smsCode(input);
    const payOrderNo = reqString(input, 'payOrderNo');
    const payment = state.payments.find((p) => p.payOrderNo === payOrderNo);
    if (!payment) throw notFound(`支付订单 ${payOrderNo}`);
    if (payment.status !== '01') throw wrongState('订单已处理');
    Object.assign(payment, { status: '00', statusName: '支付成功', payTime: dateTime(now) });
    return payment;
  },
  quickCardPayResult: ({ state, input }) => {
    const payOrderNo = optString(input, 'payOrderNo');
    const payment = payOrderNo ? state.payments.find((p) => p.payOrderNo === payOrderNo) : state.payments[0];
    if (!payment) return { status: 'none', statusName: '暂无支付记录', payOrderNo: payOrderNo ?? null };
    return payment;
  },
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
