// Gather cards (集卡): the set is the activity's pool entries of type '07'; a draw that lands on one
// adds it to the merchant's collection (state.gatherCards), and a complete set makes a red pack of the
// activity's `redPackAmount`, one of each card taken, as often as the merchant completes it again.
import type { ActivityInfo, GatherCard, PrizeAward } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../../../state/clock';
import { PRIZE_STATUS_NAMES } from '../../../state/generate/activities';
import type { Activity, MerchantState, Prize } from '../../../state/model';
import { mintId } from '../input';
import { wrongState } from '../rules';
import { ineligibleReason, statusOf } from './chances';

/** The set, in the pool's order, with how many of each card the merchant holds. */
export function cardsOf(state: MerchantState, activity: Activity): GatherCard[] {
  const held = state.gatherCards[activity.activityId] ?? {};
  return activity.prizes
    .filter((e) => e.prizeType === '07')
    .map((e) => ({ cardId: e.poolId, name: e.prizeName, owned: held[e.poolId] ?? 0 }));
}

/** progress: the distinct cards held; target: the size of the set. */
export function cardsProgress(state: MerchantState, activity: Activity) {
  const cards = cardsOf(state, activity);
  return { progress: cards.filter((c) => c.owned > 0).length, target: cards.length };
}

/** What `activityInfo` adds for gather cards: the set with the cards held, and how far it is. */
export function cardsInfoOf(state: MerchantState, activity: Activity): Partial<ActivityInfo> {
  return { cards: cardsOf(state, activity), ...cardsProgress(state, activity) };
}

/** One more of the card `cardId` (a draw landed on it). */
export function addCard(state: MerchantState, activity: Activity, cardId: string): void {
  const held = (state.gatherCards[activity.activityId] ??= {});
  held[cardId] = (held[cardId] ?? 0) + 1;
}

/**
 * Makes the red pack of a complete set: refused while the activity is not running, leaves the
 * merchant out, or a card is missing (named); else takes one of each card and issues a '05' prize.
 */
export function synthesiseRedPack(state: MerchantState, activity: Activity, now: number): PrizeAward {
  const cards = cardsOf(state, activity);
  if (activity.kind !== 'gatherCard' || cards.length === 0) throw wrongState('该活动无需合成红包');
  const status = statusOf(activity, now);
  if (status === '0') throw wrongState('活动尚未开始');
  if (status === '2') throw wrongState('活动已结束');
  const reason = ineligibleReason(state, activity, now);
  if (reason) throw wrongState(reason);
  const missing = cards.filter((c) => c.owned === 0).map((c) => c.name);
  if (missing.length > 0)
    throw wrongState(`还差${missing.join('、')}，集齐 ${cards.length} 张卡才能合成红包`);
  const held = state.gatherCards[activity.activityId]!;
  for (const c of cards) held[c.cardId] = c.owned - 1;
  const amount = activity.redPackAmount ?? 0;
  const prize: Prize = {
    prizeId: mintId(state, 'PZ', ymd(now)),
    activityId: activity.activityId,
    activityName: activity.name,
    prizeName: `合成红包 ${amount.toFixed(2)} 元`,
    prizeType: '05',
    amount,
    time: dateTime(now),
    status: '1',
    statusName: PRIZE_STATUS_NAMES['1'],
    claimDeadline: '',
    address: null,
  };
  state.prizes.unshift(prize);
  return { prize };
}
