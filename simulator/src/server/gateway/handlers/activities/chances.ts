// Who may draw in an activity, when, and how many times today: the status by date, the audience,
// today's draws (daily ones and those earned by signing in or trading today) and QA's adjustment.
import type { ActivityInfo, ChanceSource } from '@merchant-h5/sdk';
import { DAY_MS, startOfDay, ymd } from '../../../state/clock';
import { TRADE_CHANCE_MIN_YUAN } from '../../../state/generate/activities';
import type { Activity, ActivityPlay, MerchantState } from '../../../state/model';
import { officialAccountOf } from '../officialAccount/wechat-platform';

/** '0' before its first day, '1' running, '2' after its last day. */
export function statusOf(activity: Activity, now: number): ActivityInfo['status'] {
  const today = ymd(now);
  if (today < activity.startDate) return '0';
  return today > activity.endDate ? '2' : '1';
}

/**
 * QA's hand (PUT /__sim/activities): moves the activity's dates so it is `status` today — not
 * started: from tomorrow; running: today within them; ended: until yesterday — a week long where
 * the other date has to move too.
 */
export function setStatus(activity: Activity, status: ActivityInfo['status'], now: number): void {
  const day = (offset: number) => ymd(startOfDay(now) + offset * DAY_MS);
  if (status === '0') {
    activity.startDate = day(1);
    if (activity.endDate < activity.startDate) activity.endDate = day(7);
  } else if (status === '2') {
    activity.endDate = day(-1);
    if (activity.startDate > activity.endDate) activity.startDate = day(-7);
  } else {
    if (activity.startDate > day(0)) activity.startDate = day(0);
    if (activity.endDate < day(0)) activity.endDate = day(6);
  }
}

/** An activity with a pool draws (the points activity is taken part in instead). */
export function isDrawing(activity: Activity): boolean {
  return activity.kind !== 'pointsMall' && activity.prizes.length > 0;
}

function isMember(state: MerchantState, now: number): boolean {
  const { vipStatus, expireDate } = state.member;
  return vipStatus === '1' && (expireDate === null || expireDate >= ymd(now));
}

/**
 * The official account's prize is the WeChat user's who signed in through the authorize step and
 * bound this merchant account: why not yet, or ''.
 */
function officialAccountReason(state: MerchantState): string {
  const { openid, binding } = officialAccountOf(state);
  if (!openid) return '请先在公众号中微信授权，再领取奖品';
  return binding?.openid === openid ? '' : '请先绑定商户账号，再领取奖品';
}

/** Why the audience leaves this merchant out, as the page says what to do; '' when it may take part. */
export function ineligibleReason(state: MerchantState, activity: Activity, now: number): string {
  if (activity.kind === 'officialPrize') return officialAccountReason(state);
  if (activity.audience === 'certified' && state.certification.status !== 'passed')
    return state.certification.status === 'auditing'
      ? '商户认证审核中，审核通过后即可参与'
      : '完成商户认证后即可参与';
  if (activity.audience === 'member' && !isMember(state, now)) return '开通付费会员后即可参与';
  return '';
}

/** The merchant's play of `activity` today (a new day starts its counts again). */
export function playOf(state: MerchantState, activity: Activity, now: number): ActivityPlay {
  const today = ymd(now);
  const play = (state.activityPlay[activity.activityId] ??= {
    day: today,
    drawn: 0,
    extra: 0,
    missesInRow: 0,
  });
  if (play.day !== today) Object.assign(play, { day: today, drawn: 0, extra: 0 });
  return play;
}

/** Whether the condition of a chance source is met today. */
function earnedToday(state: MerchantState, source: ChanceSource['source'], now: number): boolean {
  const today = ymd(now);
  switch (source) {
    case 'daily':
      return true;
    case 'signIn':
      return state.signIn.days.includes(today);
    case 'trade':
      return state.transactions.some(
        (t) => t.tranDt === today && t.status === '00' && t.amount >= TRADE_CHANCE_MIN_YUAN,
      );
    case 'task':
      // A task centre reward of draws (handlers/tasks/task-rules.ts) claimed today earns them.
      return (state.taskClaims ?? []).some((c) => c.day === today && c.reward.kind === 'chances');
  }
}

/** Draws the merchant has today: the daily ones, the earned ones and QA's adjustment. */
function drawsToday(state: MerchantState, activity: Activity, now: number): number {
  return activity.chanceSources
    .filter((c) => earnedToday(state, c.source, now))
    .reduce((sum, c) => sum + c.chances, playOf(state, activity, now).extra);
}

/** Whether the merchant drew in `activity` before, on any day. */
const drewBefore = (state: MerchantState, activity: Activity) =>
  state.drawRecords.some((r) => r.activityId === activity.activityId);

/**
 * Draws left to this merchant now: 0 unless the activity runs, draws and lets it take part. The
 * official account's prize is drawn once, not once a day.
 */
export function drawsLeft(state: MerchantState, activity: Activity, now: number): number {
  if (!isDrawing(activity) || statusOf(activity, now) !== '1' || ineligibleReason(state, activity, now))
    return 0;
  if (activity.kind === 'officialPrize') return drewBefore(state, activity) ? 0 : 1;
  return Math.max(0, drawsToday(state, activity, now) - playOf(state, activity, now).drawn);
}

/** QA's hand (PUT /__sim/activities): today's draws left become `left`, whatever was earned. */
export function setDrawsLeft(state: MerchantState, activity: Activity, left: number, now: number): void {
  const play = playOf(state, activity, now);
  play.extra += left - Math.max(0, drawsToday(state, activity, now) - play.drawn);
}

/** What the refusal of a draw with none left says: where more come from, or to come back tomorrow. */
export function noDrawsMessage(state: MerchantState, activity: Activity, now: number): string {
  if (activity.kind === 'officialPrize') return '您已领取过本活动的奖品，每个微信用户限领一次';
  const more = activity.chanceSources
    .filter((c) => c.source !== 'daily' && c.source !== 'task' && !earnedToday(state, c.source, now))
    .map((c) => c.text);
  return `今日抽奖次数已用完，${more.length > 0 ? more.join('，') : '明天再来吧'}`;
}
