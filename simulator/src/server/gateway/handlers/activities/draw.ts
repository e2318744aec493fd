// The draw: the server decides, the game lands on the answer. It refuses with the reason (not
// started, ended, not eligible, no draws left, nothing left to win), else draws by weight among the
// entries in stock — among the prizes only once `guaranteeAfter` misses came in a row — takes one
// from the entry's stock, records the draw and hands out the prize (a gather card joins the set:
// cards.ts; its record has no prize). A handler runs to its end
// before another request is served, so the stock read and its decrement cannot interleave; the
// same Idempotency-Key is answered the first answer by the gateway (idempotency.ts), never drawn again.
import type { DrawResult, PrizePoolEntry } from '@merchant-h5/sdk';
import { dateTime, parseYmd, ymd } from '../../../state/clock';
import { pickByWeight, prizeOf } from '../../../state/generate/activities';
import { prizeCoupon } from '../../../state/generate/wallet';
import type { Activity, MerchantState, Prize } from '../../../state/model';
import type { Random } from '../../../state/prng';
import { BusinessRuleError, CODES } from '../../errors';
import { mintId } from '../input';
import { changePoints } from '../ledger';
import { wrongState } from '../rules';
import type { ServiceHandlers } from '../types';
import { activityOf } from './activity';
import { addCard } from './cards';
import { drawsLeft, ineligibleReason, isDrawing, noDrawsMessage, playOf, statusOf } from './chances';

const inStock = (entry: PrizePoolEntry) => entry.stock === null || entry.stock > 0;

/** Refuses a draw the merchant may not make now, with what the page tells them. */
function checkMayDraw(state: MerchantState, activity: Activity, now: number): void {
  if (!isDrawing(activity)) throw wrongState('该活动无需抽奖');
  const status = statusOf(activity, now);
  if (status === '0')
    throw wrongState(`活动尚未开始，${dateTime(parseYmd(activity.startDate)).slice(0, 10)} 开始`);
  if (status === '2') throw wrongState('活动已结束');
  const reason = ineligibleReason(state, activity, now);
  if (reason) throw wrongState(reason);
  if (drawsLeft(state, activity, now) === 0) throw wrongState(noDrawsMessage(state, activity, now));
}

/** The entry drawn: by weight among those in stock, among the prizes alone when the guarantee is due. */
function pickEntry(activity: Activity, missesInRow: number, rng: Random): PrizePoolEntry {
  const drawable = activity.prizes.filter(inStock);
  const due = activity.guaranteeAfter !== null && missesInRow >= activity.guaranteeAfter;
  const prizes = drawable.filter((e) => e.prizeType !== '00');
  const entry = pickByWeight(due && prizes.length > 0 ? prizes : drawable, rng);
  if (!entry) throw new BusinessRuleError(CODES.soldOut.code, '奖品已抽完，请关注下期活动');
  return entry;
}

/** Hands out what a prize gives: points into the points bill, a coupon into the wallet; the rest is
 * on the prize itself. */
function award(state: MerchantState, activity: Activity, prize: Prize, now: number): void {
  if (prize.prizeType === '02') changePoints(state, prize.amount, `活动奖励：${activity.name}`, now);
  // A coupon ('03') goes into the merchant's coupon wallet (couponMine, handlers/coupons/wallet.ts).
  if (prize.prizeType === '03') state.wallet.push(prizeCoupon(`W${prize.prizeId}`, prize, now));
  // Red packs ('01') are read by the savings bill, fee deductions ('06') by the refund-fee list
  // (the prizes of type '06'), goods wait for their claim.
}

/** One draw of `activity` for the merchant: refused, or recorded and answered. */
export function draw(state: MerchantState, activity: Activity, rng: Random, now: number): DrawResult {
  checkMayDraw(state, activity, now);
  const play = playOf(state, activity, now);
  const entry = pickEntry(activity, play.missesInRow, rng);
  if (entry.stock !== null) entry.stock = Math.max(0, entry.stock - 1);
  play.drawn += 1;
  activity.progress = Math.min(activity.target, activity.progress + 1);
  const day = ymd(now);
  let prize: Prize | null = null;
  if (entry.prizeType === '00') play.missesInRow += 1;
  else if (entry.prizeType === '07') {
    // A card is won, not missed: like a prize it ends a run of misses (the guarantee's draw may
    // land on one too), but it joins the merchant's set instead of the prize list.
    play.missesInRow = 0;
    addCard(state, activity, entry.poolId);
  } else {
    play.missesInRow = 0;
    prize = prizeOf(mintId(state, 'PZ', day), activity, entry, now);
    state.prizes.unshift(prize);
    award(state, activity, prize, now);
  }
  const recordId = mintId(state, 'DR', day);
  state.drawRecords.push({
    recordId,
    activityId: activity.activityId,
    poolId: entry.poolId,
    position: entry.position,
    prizeId: prize?.prizeId ?? null,
    time: dateTime(now),
  });
  return {
    recordId,
    poolId: entry.poolId,
    position: entry.position,
    prize,
    remainingDraws: drawsLeft(state, activity, now),
  };
}

export const drawHandlers = {
  activityDraw: ({ session, state, input, now }) =>
    draw(state, activityOf(state, input), session.random, now),
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
