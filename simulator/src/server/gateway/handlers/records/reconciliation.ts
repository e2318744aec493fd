// The daily reconciliation: a day's successful trades, their fees and what was settled. A day is
// reconciled the morning after: today's figures are so far ('0' 对账中); a day to come is refused.
import { DAY_MS, parseYmd, ymd } from '../../../state/clock';
import { badParam } from '../../errors';
import { optString } from '../input';
import type { ServiceHandlers } from '../types';

const round2 = (n: number) => Math.round(n * 100) / 100;

export const reconciliationHandlers = {
  reconcil: ({ state, input, now }) => {
    const date = optString(input, 'date') ?? ymd(now - DAY_MS);
    if (!/^\d{8}$/.test(date) || Number.isNaN(parseYmd(date))) throw badParam('date 应为 YYYYMMDD');
    const today = ymd(now);
    if (date > today) throw badParam('只能查询今天及以前的对账');
    const trades = state.transactions.filter((t) => t.tranDt === date && t.status === '00');
    const amount = trades.reduce((s, t) => s + t.amount, 0);
    const fee = trades.reduce((s, t) => s + t.fee, 0);
    return {
      date,
      tradeCount: trades.length,
      tradeAmount: round2(amount),
      fee: round2(fee),
      settleAmount: round2(amount - fee),
      status: date === today ? '0' : '1',
      statusName: date === today ? '对账中，次日完成' : '已对账',
    };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
