// The daily reconciliation: a day's successful trades, their fees and what was settled.
import { DAY_MS, parseYmd, ymd } from '../../../state/clock';
import { badParam } from '../../errors';
import { optString } from '../input';
import type { ServiceHandlers } from '../types';

const round2 = (n: number) => Math.round(n * 100) / 100;

export const reconciliationHandlers = {
  reconcil: ({ state, input, now }) => {
    const date = optString(input, 'date') ?? ymd(now - DAY_MS);
    if (Number.isNaN(parseYmd(date))) throw badParam('date 应为 YYYYMMDD');
    const trades = state.transactions.filter((t) => t.tranDt === date && t.status === '00');
    const amount = trades.reduce((s, t) => s + t.amount, 0);
    const fee = trades.reduce((s, t) => s + t.fee, 0);
    return {
      date,
      tradeCount: trades.length,
      tradeAmount: round2(amount),
      fee: round2(fee),
      settleAmount: round2(amount - fee),
      status: '1',
      statusName: '已对账',
    };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
