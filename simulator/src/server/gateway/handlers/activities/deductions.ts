// How much of each fee deduction (prize '06', of any activity) the merchant's trades have used: the
// fee of every successful trade after a deduction was won is taken off the deductions then held,
// oldest first, each up to what is left of it. Worked out from the trades whenever the prizes are
// read, so a new trade shows on the next read and nothing has to run in between.
import type { MerchantState } from '../../../state/model';

/** 'YYYYMMDDHHmmss' of a prize's 'YYYY-MM-DD HH:mm:ss'. */
const prizeInstant = (time: string) => time.replace(/\D/g, '');

/** The yuan used of each fee deduction, by prizeId. */
export function deductionsUsed(state: MerchantState): Map<string, number> {
  const deductions = state.prizes
    .filter((p) => p.prizeType === '06')
    .map((p) => ({
      prizeId: p.prizeId,
      at: prizeInstant(p.time),
      cents: Math.round(p.amount * 100),
      used: 0,
    }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.prizeId.localeCompare(b.prizeId));
  const trades = state.transactions
    .filter((t) => t.status === '00' && t.fee > 0)
    .map((t) => ({ at: `${t.tranDt}${t.tranTime}`, cents: Math.round(t.fee * 100) }))
    .sort((a, b) => a.at.localeCompare(b.at));
  for (const trade of trades) {
    let fee = trade.cents;
    for (const d of deductions) {
      if (fee === 0 || d.at >= trade.at) break;
      const take = Math.min(fee, d.cents - d.used);
      d.used += take;
      fee -= take;
    }
  }
  return new Map(deductions.map((d) => [d.prizeId, d.used / 100]));
}
