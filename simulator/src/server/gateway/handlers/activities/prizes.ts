// The merchant's prizes: the list (newest first, of one activity when named; a fee deduction with
// the yuan of it the trades since have used, deductions.ts) and claiming goods with a delivery
// address of the points mall's address book. Goods not claimed by their last day read as expired
// from the next day on.
import type { Prize } from '@merchant-h5/sdk';
import { dateTime } from '../../../state/clock';
import { PRIZE_STATUS_NAMES, claimPrize } from '../../../state/generate/activities';
import type { MerchantState } from '../../../state/model';
import { notFound } from '../../errors';
import { optString, reqString } from '../input';
import { deductionsUsed } from './deductions';
import { wrongState } from '../rules';
import type { ServiceHandlers } from '../types';

/** Goods still to claim after their last day become expired ('4'). */
export function settlePrizes(state: MerchantState, now: number): void {
  const today = dateTime(now).slice(0, 10);
  for (const p of state.prizes)
    if (p.status === '2' && p.claimDeadline < today) {
      p.status = '4';
      p.statusName = PRIZE_STATUS_NAMES['4'];
    }
}

/**
 * Sends goods won to one of the merchant's addresses: 1004 for an unknown prize (another
 * merchant's included) or address, 3005 for a prize that is not goods or expired; a prize already
 * claimed is answered as it is, so a retry changes nothing.
 */
function claim(state: MerchantState, prizeId: string, addressId: string, now: number): Prize {
  settlePrizes(state, now);
  const prize = state.prizes.find((p) => p.prizeId === prizeId);
  if (!prize) throw notFound(`奖品 ${prizeId}`);
  if (prize.prizeType !== '04') throw wrongState('该奖品已直接发放，无需领取');
  if (prize.status === '3') return prize;
  if (prize.status === '4') throw wrongState(`奖品已过期：领取截止 ${prize.claimDeadline}`);
  const address = state.addresses.find((a) => a.addressId === addressId);
  if (!address) throw notFound(`收货地址 ${addressId}`);
  claimPrize(prize, address);
  return prize;
}

export const prizeHandlers = {
  activityPrizeList: ({ state, input, now }) => {
    settlePrizes(state, now);
    const id = optString(input, 'activityId');
    const used = deductionsUsed(state);
    const list = state.prizes
      .filter((p) => !id || p.activityId === id)
      .map((p) => (p.prizeType === '06' ? { ...p, used: used.get(p.prizeId) ?? 0 } : p));
    return { list, total: list.length };
  },
  activityPrizeClaim: ({ state, input, now }) => ({
    prize: claim(state, reqString(input, 'prizeId'), reqString(input, 'addressId'), now),
  }),
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
