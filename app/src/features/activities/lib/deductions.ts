// Fee deductions ('06' prizes): how much of each the trades since have used (the server's `used`),
// in the product's words, and the totals of an activity's.
import type { Prize } from '@merchant-h5/sdk';
import { formatYuan } from '../../../lib/format';

export const isDeduction = (prize: Prize): boolean => prize.prizeType === '06';

/** Yuan used of it, never more than it is worth. */
export const usedOf = (prize: Prize): number => Math.min(Math.max(prize.used ?? 0, 0), prize.amount);

export const isUsedUp = (prize: Prize): boolean => usedOf(prize) >= prize.amount;

/** '使用中' while some is left, '已用完' once the trades took all of it. */
export const deductionState = (prize: Prize): string => (isUsedUp(prize) ? '已用完' : '使用中');

/** '已抵扣 ¥1.20 / ¥2.00' */
export const usedText = (prize: Prize): string =>
  `已抵扣 ${formatYuan(usedOf(prize))} / ${formatYuan(prize.amount)}`;

/** What the deductions among `prizes` are worth and how much of that is used, in yuan (summed in fen). */
export function deductionTotals(prizes: readonly Prize[]): { granted: number; used: number } {
  let granted = 0;
  let used = 0;
  for (const p of prizes.filter(isDeduction)) {
    granted += Math.round(p.amount * 100);
    used += Math.round(usedOf(p) * 100);
  }
  return { granted: granted / 100, used: used / 100 };
}
