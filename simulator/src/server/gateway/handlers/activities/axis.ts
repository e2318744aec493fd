// The standard axis (达标轴): the yuan the merchant traded in the activity's days against its levels,
// and receiving a reached level's reward once. The levels are the session's (state.axis, copied from
// the catalogue when the state is made); the trades are the records' (a sale taken now through
// POST /__sim/trades counts at once). A trading campaign (kind 'tradeActivity', 交易活动) is the same
// levels counted in card trades only (刷卡消费, 闪付; less card refunds) of its days: the month.
import type { ActivityInfo, AxisLevel, PrizePoolEntry } from '@merchant-h5/sdk';
import { dateTime, parseYmd, ymd } from '../../../state/clock';
import { prizeOf } from '../../../state/generate/activities';
import { prizeCoupon } from '../../../state/generate/wallet';
import type { Activity, AxisPlay, MerchantState, Prize } from '../../../state/model';
import { badParam, notFound } from '../../errors';
import { mintId, optInt, optString } from '../input';
import { changePoints } from '../ledger';
import { wrongState } from '../rules';
import type { ServiceHandlers } from '../types';
import { findActivity } from './activity';
import { ineligibleReason, statusOf } from './chances';

const NO_LEVELS: AxisPlay = { levels: [], received: [] };

const yuan = (amount: number) => `${amount.toFixed(2)} 元`;

/** The kinds whose levels are received here. */
const LEVELLED = ['standardAxis', 'tradeActivity'] as const;
export const isLevelled = (activity: Activity) => (LEVELLED as readonly string[]).includes(activity.kind);

/** The trade types a trading campaign counts: 刷卡消费 and 闪付, and 退货 (a card refund) against them. */
const CARD_SALES = ['01', '03'];
const CARD_REFUND = '04';

/**
 * Yuan traded from the activity's first day to now (its last day, once ended): successful sales less
 * successful refunds, counted in cents so the sum is exact; never below 0.
 */
export function tradedYuan(state: MerchantState, activity: Activity, now: number): number {
  return tradesOf(state, activity, now).yuan;
}

/**
 * The trades an activity counts in its days up to now: every successful one for the standard axis,
 * card sales and card refunds for a trading campaign; their yuan (never below 0) and how many sales.
 */
export function tradesOf(
  state: MerchantState,
  activity: Activity,
  now: number,
): { yuan: number; count: number } {
  const today = ymd(now);
  const last = activity.endDate < today ? activity.endDate : today;
  const cardOnly = activity.kind === 'tradeActivity';
  let cents = 0;
  let count = 0;
  for (const t of state.transactions) {
    if (t.status !== '00' || t.tranDt < activity.startDate || t.tranDt > last) continue;
    if (cardOnly && !CARD_SALES.includes(t.tradeType) && t.tradeType !== CARD_REFUND) continue;
    cents += Math.round(t.amount * 100);
    if (t.amount > 0) count += 1;
  }
  return { yuan: Math.max(0, cents) / 100, count };
}

/** Each level with its state for this merchant: received, reached, or not yet. */
function levelsOf(play: AxisPlay, traded: number): AxisLevel[] {
  return play.levels.map((l) => ({
    ...l,
    status: play.received.some((r) => r.level === l.level) ? '2' : traded >= l.target ? '1' : '0',
  }));
}

/** What `activityInfo` adds for a standard axis: the yuan traded, the top level's target, the levels. */
export function axisInfoOf(state: MerchantState, activity: Activity, now: number): Partial<ActivityInfo> {
  const play = state.axis[activity.activityId] ?? NO_LEVELS;
  const traded = tradesOf(state, activity, now);
  return {
    progress: traded.yuan,
    target: play.levels.at(-1)?.target ?? 0,
    levels: levelsOf(play, traded.yuan),
    ...(activity.kind === 'tradeActivity' ? { tradeCount: traded.count } : {}),
  };
}

/** Why the merchant may not receive a level's reward now, or '' when they may. */
function refusal(state: MerchantState, activity: Activity, target: number, now: number): string {
  const status = statusOf(activity, now);
  if (status === '0')
    return `活动尚未开始，${dateTime(parseYmd(activity.startDate)).slice(0, 10)} 开始后交易达标即可领取`;
  if (status === '2') return '活动已结束，未领取的达标奖励不再发放';
  const reason = ineligibleReason(state, activity, now);
  if (reason) return reason;
  const traded = tradedYuan(state, activity, now);
  const what = activity.kind === 'tradeActivity' ? '已刷卡交易' : '已交易';
  const short = (Math.round(target * 100) - Math.round(traded * 100)) / 100;
  return traded < target ? `尚未达标：${what} ${yuan(traded)}，还差 ${yuan(short)}` : '';
}

/**
 * The reward of `level`: 1004 for a level the axis does not have, 3005 with the reason when the
 * activity is not running, leaves the merchant out or the level is not reached; a level already
 * received is answered the prize it gave, so a retry gives nothing twice. Points go into the points
 * bill at once; the prize itself is what the red pack ('01') and the fee deduction ('06') lists read.
 */
function receive(state: MerchantState, activity: Activity, level: number, now: number): Prize {
  const play = state.axis[activity.activityId];
  const config = play?.levels.find((l) => l.level === level);
  if (!play || !config) throw notFound(`${activity.name}第 ${level} 档`);
  const given = play.received.find((r) => r.level === level);
  const before = given && state.prizes.find((p) => p.prizeId === given.prizeId);
  if (before) return before;
  const refused = refusal(state, activity, config.target, now);
  if (refused) throw wrongState(refused);
  const { prizeName, prizeType, amount } = config;
  const entry: PrizePoolEntry = {
    poolId: `L${level}`,
    prizeName,
    prizeType,
    amount,
    weight: 0,
    position: 0,
    stock: null,
  };
  const prize = prizeOf(mintId(state, 'PZ', ymd(now)), activity, entry, now);
  state.prizes.unshift(prize);
  play.received.push({ level, prizeId: prize.prizeId });
  if (prize.prizeType === '02')
    changePoints(state, prize.amount, `活动奖励：${activity.name}第 ${level} 档`, now);
  // A coupon goes into the merchant's coupon wallet, as a drawn one does (draw.ts award).
  if (prize.prizeType === '03') state.wallet.push(prizeCoupon(`W${prize.prizeId}`, prize, now));
  return prize;
}

export const axisHandlers = {
  activityLevelReceive: ({ state, input, now }) => {
    const activity = findActivity(state, optString(input, 'activityId'), 'standardAxis');
    if (!isLevelled(activity)) throw wrongState(`${activity.name}不是达标活动，没有达标奖励`);
    const level = optInt(input, 'level', 1, 99);
    if (level === undefined) throw badParam('缺少 level');
    return { prize: receive(state, activity, level, now) };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
