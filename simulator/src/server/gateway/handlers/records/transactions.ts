// Transaction records and their details, the month bill, the merchant's level and rates.
import type { LevelAndRate, MonthBill, TransactionDetail } from '@merchant-h5/sdk';
import { monthsBack, parseYmd, ym } from '../../../state/clock';
import type { MerchantState } from '../../../state/model';
import { TRADE_TYPES } from '../../../state/generate/records';
import { badParam, notFound } from '../../errors';
import { inRange, optString, paginate, readDateRange, readPage, reqString } from '../input';
import { daySubtotals, keywordMatcher, todayTakings } from './transaction-list';
import type { ServiceHandlers } from '../types';

const round2 = (n: number) => Math.round(n * 100) / 100;

function tradeDetail(state: MerchantState, uuid: string, tranDt?: string): TransactionDetail {
  const t = state.transactions.find((x) => x.uuid === uuid && (!tranDt || x.tranDt === tranDt));
  if (!t) throw notFound(`交易 ${uuid}`);
  const card = state.cards.find((c) => c.isSettlement);
  return {
    ...t,
    merchantName: state.profile.merchantName,
    merchantNo: state.profile.merchantNo,
    terminalNo: state.profile.terminalNo,
    settleAmount: t.status === '00' ? round2(t.amount - t.fee) : 0,
    bankName: card?.bankName ?? '',
    ...state.tradeNotes[t.uuid],
  };
}

/** The months the bill's stepper offers: this month back to the first month with a trade (≤ 24). */
export function billMonths(state: MerchantState, now: number): string[] {
  const months = monthsBack(now, 24);
  const first = state.transactions
    .reduce((m, t) => (t.tranDt < m ? t.tranDt : m), ym(now) + '99')
    .slice(0, 6);
  return months.filter((m) => m >= first);
}

export function monthBill(state: MerchantState, monthDate: string): Omit<MonthBill, 'months'> {
  const daily = new Map<string, { amount: number; count: number }>();
  let tradeAmount = 0;
  let tradeCount = 0;
  let fee = 0;
  for (const t of state.transactions) {
    if (!t.tranDt.startsWith(monthDate) || t.status !== '00') continue;
    tradeAmount += t.amount;
    tradeCount += 1;
    fee += t.fee;
    const d = daily.get(t.tranDt) ?? { amount: 0, count: 0 };
    d.amount += t.amount;
    d.count += 1;
    daily.set(t.tranDt, d);
  }
  const withdrawalAmount = state.withdrawals
    .filter((w) => w.applyTime.replace(/-/g, '').startsWith(monthDate) && w.status === '00')
    .reduce((s, w) => s + w.amount, 0);
  return {
    monthDate,
    totals: {
      tradeAmount: round2(tradeAmount),
      tradeCount,
      fee: round2(fee),
      withdrawalAmount: round2(withdrawalAmount),
    },
    daily: [...daily.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([date, d]) => ({ date, amount: round2(d.amount), count: d.count })),
  };
}

export function levelAndRate(state: MerchantState): LevelAndRate {
  const vip = state.member.vipStatus === '1';
  const rate = (base: number) => (vip ? base - 0.05 : base).toFixed(2);
  return {
    level: state.profile.level,
    levelName: state.profile.levelName,
    rates: [
      { payWay: 'DC', name: '借记卡', rate: rate(0.6), cap: 20 },
      { payWay: 'CC', name: '贷记卡', rate: rate(0.6) },
      { payWay: 'WX', name: '微信', rate: rate(0.38) },
      { payWay: 'ALI', name: '支付宝', rate: rate(0.38) },
      { payWay: 'UP', name: '云闪付', rate: rate(0.38) },
    ],
  };
}

export const transactionHandlers = {
  transactionRecordList: ({ state, input, now }) => {
    const page = readPage(input);
    const range = readDateRange(input);
    const tradeType = optString(input, 'tradeType');
    if (tradeType && !TRADE_TYPES.some((t) => t.tradeType === tradeType))
      throw badParam(`未知的 tradeType ${tradeType}`);
    const matchesKeyword = keywordMatcher(optString(input, 'keyword'));
    const matching = state.transactions.filter(
      (t) => inRange(t.tranDt, range) && (!tradeType || t.tradeType === tradeType) && matchesKeyword(t),
    );
    const ok = matching.filter((t) => t.status === '00');
    const shown = paginate(matching, page);
    return {
      ...shown,
      days: daySubtotals(shown.list, matching),
      today: todayTakings(state.transactions, now),
      summary: {
        count: ok.length,
        amount: round2(ok.reduce((s, t) => s + t.amount, 0)),
        fee: round2(ok.reduce((s, t) => s + t.fee, 0)),
      },
      tradeTypes: TRADE_TYPES.map(({ tradeType: code, tradeTypeName }) => ({
        tradeType: code,
        tradeTypeName,
      })),
    };
  },
  transactionRecordTradeDetail: ({ state, input }) =>
    tradeDetail(state, reqString(input, 'uuid'), optString(input, 'tranDt')),
  transactionRecordTradeDetailForOther: ({ state, input }) => {
    const uuid = reqString(input, 'uuid');
    const order = state.purchaseOrders.find((o) => o.uuid === uuid || o.orderNo === uuid);
    if (!order) throw notFound(`订单 ${uuid}`);
    return order;
  },
  rateQueryLevelAndRate: ({ state }) => levelAndRate(state),
  billQueryDetail: ({ state, input, now }) => {
    const monthDate = optString(input, 'monthDate') ?? ym(now);
    if (!/^\d{6}$/.test(monthDate) || Number.isNaN(parseYmd(`${monthDate}01`)))
      throw badParam('monthDate 应为 YYYYMM');
    return { ...monthBill(state, monthDate), months: billMonths(state, now) };
  },
  xsfPayRate: ({ state }) => ({
    rate: state.member.vipStatus === '1' ? '0.33' : '0.38',
    description: '新商户扫码收款费率，开通后 90 天有效',
    level: state.profile.level,
  }),
} satisfies Partial<ServiceHandlers<'pay-service'>>;
