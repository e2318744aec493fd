import type { ActivityInfo } from '@merchant-h5/sdk';

/** The points taking part in a points activity gives: its points prizes ('02'). */
export function attendBonus(activity: Pick<ActivityInfo, 'prizes'>): number {
  return activity.prizes.filter((p) => p.prizeType === '02').reduce((sum, p) => sum + p.amount, 0);
}
