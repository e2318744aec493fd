// Quick card payment: bind a card (it then shows in the card lists), pay with SMS confirmation.
import { dateTime, ymd } from '../../../state/clock';
import { loadCatalog } from '../../../state/catalog';
import { maskCard } from '../../../state/generate/mask';
import type { BankCard, MerchantState, QuickPayment } from '../../../state/model';
import { badParam, notFound } from '../../errors';
import { mintId, optNumber, optString, reqCardNo, reqMobile, reqString } from '../input';
import { duplicate, wrongState } from '../rules';
import type { ServiceHandlers } from '../types';

export function publicCard(card: BankCard): BankCard {
  return { ...card, cardNo: maskCard(card.cardNo) };
}

function smsCode(input: Record<string, unknown>): void {
  if (!/^\d{6}$/.test(reqString(input, 'smsCode'))) throw badParam('smsCode 应为 6 位数字');
}

function findCard(state: MerchantState, cardId: string | undefined): BankCard {
  const card = cardId
    ? state.cards.find((c) => c.cardId === cardId)
    : state.cards.find((c) => !c.isSettlement);
  if (!card) throw notFound(`银行卡 ${cardId ?? ''}`);
  return card;
}

export const quickPayHandlers = {
  quickCardPayBindCard: ({ ctx, state, input, now }) => {
    const cardNo = reqCardNo(input, 'cardNo');
    const phone = reqMobile(input, 'phone');
    if (state.cards.some((c) => c.cardNo === cardNo)) throw duplicate('该卡已绑定');
    const banks = loadCatalog(ctx.config.fixturesDir).banks;
    const bank = banks.find((b) => b.bankCode === optString(input, 'bankCode')) ?? banks[0]!;
    const card: BankCard = {
      cardId: mintId(state, 'CARD', ymd(now)),
      cardNo,
      bankName: bank.bankName,
      bankCode: bank.bankCode,
      cardType: optString(input, 'cardType') === 'CC' ? 'CC' : 'DC',
      phone,
      isSettlement: false,
      bindTime: dateTime(now),
    };
    state.cards.push(card);
    return { orderNo: mintId(state, 'BD', ymd(now)), bindStatus: '1', card: publicCard(card) };
  },
  quickCardPayListSupportBank: ({ ctx }) => ({ list: loadCatalog(ctx.config.fixturesDir).banks }),
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
  quickCardPayBindVerify: ({ state, input }) => {
    smsCode(input);
    const card = findCard(state, optString(input, 'cardId'));
    return { bindStatus: '1', card: publicCard(card) };
  },
  quickCardPayResult: ({ state, input }) => {
    const payOrderNo = optString(input, 'payOrderNo');
    const payment = payOrderNo ? state.payments.find((p) => p.payOrderNo === payOrderNo) : state.payments[0];
    if (!payment) return { status: 'none', statusName: '暂无支付记录', payOrderNo: payOrderNo ?? null };
    return payment;
  },
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
