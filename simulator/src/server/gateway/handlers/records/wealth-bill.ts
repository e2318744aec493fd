// The savings (wealth) bill: what a lower rate and the rewards saved the merchant, month by month.
import type { WealthBill } from '@merchant-h5/sdk';
import { ymd } from '../../../state/clock';
import type { MerchantState } from '../../../state/model';
import { badParam } from '../../errors';
import { optString } from '../input';
import type { ServiceHandlers } from '../types';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What the merchant saved: the fee a standard 0.60% rate would have cost minus what was paid, plus rewards. */
export function wealthBill(state: MerchantState, year: string): WealthBill {
  const months = new Map<string, { savedFee: number; reward: number }>();
  for (const t of state.transactions) {
    if (t.status !== '00' || !t.tranDt.startsWith(year) || t.amount <= 0) continue;
    const m = months.get(t.tranDt.slice(0, 6)) ?? { savedFee: 0, reward: 0 };
    m.savedFee += Math.max(0, t.amount * 0.006 - t.fee);
    months.set(t.tranDt.slice(0, 6), m);
  }
  for (const p of state.prizes) {
    const month = p.time.slice(0, 7).replace('-', '');
    if (!month.startsWith(year) || p.prizeType !== '01') continue;
    const m = months.get(month) ?? { savedFee: 0, reward: 0 };
    m.reward += p.amount;
    months.set(month, m);
  }
  const list = [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([monthDate, m]) => ({
      monthDate,
      savedFee: round2(m.savedFee),
      reward: round2(m.reward),
      total: round2(m.savedFee + m.reward),
    }));
  return { year, totalSaved: round2(list.reduce((s, m) => s + m.total, 0)), months: list };
}

export const wealthBillHandlers = {
  wealthBill: ({ state, input, now }) => {
    const year = optString(input, 'year') ?? ymd(now).slice(0, 4);
    if (!/^\d{4}$/.test(year)) throw badParam('year 应为 YYYY');
    return wealthBill(state, year);
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
