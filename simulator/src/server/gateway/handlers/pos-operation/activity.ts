// Activities (draws, progress, prizes, red packs) and the daily sign-in.
import { DAY_MS, dateTime, startOfDay, ymd } from '../../../state/clock';
import { drawPrize } from '../../../state/generate/engagement';
import { SIGN_IN_POINTS } from '../../../state/generate/points';
import type { Activity, MerchantState, Prize } from '../../../state/model';
import { BusinessRuleError, CODES, notFound } from '../../errors';
import { changePoints } from '../ledger';
import { mintId, optInt, optString } from '../input';
import { duplicate, wrongState } from '../rules';
import type { HandlerInput, ServiceHandlers } from '../types';
import { attendanceOf } from './attendance';
import { serverHtml } from '../server-html';

const STREAK_REWARDS = [
  { days: 3, points: 30 },
  { days: 7, points: 100 },
];

function activityOf(
  state: MerchantState,
  input: HandlerInput<'activityInfo' | 'activityDraw' | 'activityProgress' | 'activitySynthesisRedPack'>,
): Activity {
  const id = optString(input, 'activityId');
  const activity = id ? state.activities.find((a) => a.activityId === id) : state.activities[0];
  if (!activity) throw notFound(`活动 ${id ?? ''}`);
  return activity;
}

function drawsLeft(state: MerchantState, activity: Activity, now: number): number {
  const today = dateTime(now).slice(0, 10);
  const used = state.prizes.filter(
    (p) => p.activityId === activity.activityId && p.time.startsWith(today),
  ).length;
  return Math.max(0, activity.drawTimes - used);
}

/** Consecutive signed days ending today (or yesterday, while today is still open). */
export function continuousDays(days: readonly string[], now: number): number {
  const set = new Set(days);
  let cursor = startOfDay(now);
  if (!set.has(ymd(cursor))) cursor -= DAY_MS;
  let count = 0;
  while (set.has(ymd(cursor))) {
    count += 1;
    cursor -= DAY_MS;
  }
  return count;
}

export const activityHandlers = {
  activityInfo: ({ session, state, input, now }) => {
    const activity = activityOf(state, input);
    return {
      ...activity,
      rules: serverHtml(session, activity.rules),
      remainingDraws: drawsLeft(state, activity, now),
      status: activity.endDate >= ymd(now) ? '1' : '2',
      ...(activity.kind === 'pointsMall' ? attendanceOf(state, activity.activityId) : {}),
    };
  },
  activityDraw: ({ session, state, input, now }) => {
    const activity = activityOf(state, input);
    if (drawsLeft(state, activity, now) === 0) throw wrongState('今日抽奖次数已用完');
    const prize = drawPrize(activity, session.random);
    const record: Prize = {
      prizeId: mintId(state, 'PZ', ymd(now)),
      activityId: activity.activityId,
      activityName: activity.name,
      prizeName: prize.prizeName,
      prizeType: prize.prizeType,
      amount: prize.amount,
      time: dateTime(now),
      status: '1',
      statusName: '已发放',
    };
    state.prizes.unshift(record);
    activity.progress = Math.min(activity.target, activity.progress + 1);
    if (prize.prizeType === '02') changePoints(state, prize.amount, `活动奖励：${activity.name}`, now);
    return { prize: record, remainingDraws: drawsLeft(state, activity, now) };
  },
  activityProgress: ({ state, input }) => {
    const activity = activityOf(state, input);
    return {
      activityId: activity.activityId,
      progress: activity.progress,
      target: activity.target,
      percent: Math.round((activity.progress / activity.target) * 100),
    };
  },
  activityPrizeList: ({ state, input }) => {
    const id = optString(input, 'activityId');
    const list = state.prizes.filter((p) => !id || p.activityId === id);
    return { list, total: list.length };
  },
  activitySynthesisRedPack: ({ state, input, now }) => {
    const activity = activityOf(state, input);
    if (state.prizes.some((p) => p.activityId === activity.activityId && p.prizeType === '05'))
      throw duplicate('红包已合成');
    const record: Prize = {
      prizeId: mintId(state, 'PZ', ymd(now)),
      activityId: activity.activityId,
      activityName: activity.name,
      prizeName: '合成红包 8.88 元',
      prizeType: '05',
      amount: 8.88,
      time: dateTime(now),
      status: '1',
      statusName: '已发放',
    };
    state.prizes.unshift(record);
    return { prize: record };
  },
  activitySignInStatus: ({ state, now }) => {
    const today = ymd(now);
    const streak = continuousDays(state.signIn.days, now);
    const calendar = Array.from({ length: 7 }, (_, i) => {
      const day = ymd(startOfDay(now) - (6 - i) * DAY_MS);
      return { date: day, signed: state.signIn.days.includes(day) };
    });
    return {
      signedToday: state.signIn.days.includes(today),
      continuousDays: streak,
      totalDays: state.signIn.days.length,
      todayPoints: SIGN_IN_POINTS,
      balance: state.points.balance,
      calendar,
      rewards: STREAK_REWARDS.map((r) => ({
        ...r,
        reached: streak >= r.days,
        received: state.signIn.receivedRewards.includes(`${r.days}`),
      })),
    };
  },
  activitySignInDo: ({ state, now }) => {
    const today = ymd(now);
    if (state.signIn.days.includes(today))
      throw new BusinessRuleError(CODES.signedToday.code, CODES.signedToday.msg);
    state.signIn.days.push(today);
    changePoints(state, SIGN_IN_POINTS, '每日签到', now);
    const task = state.tasks.find((t) => t.taskId === 'K003');
    if (task && task.status === '0') {
      task.progress = Math.min(task.target, continuousDays(state.signIn.days, now));
      if (task.progress >= task.target) task.status = '1';
    }
    return {
      points: SIGN_IN_POINTS,
      balance: state.points.balance,
      continuousDays: continuousDays(state.signIn.days, now),
    };
  },
  activitySignInReceive: ({ state, input, now }) => {
    const days = optInt(input, 'days', 1, 365) ?? STREAK_REWARDS[0]!.days;
    const reward = STREAK_REWARDS.find((r) => r.days === days);
    if (!reward) throw notFound(`连续签到 ${days} 天奖励`);
    if (state.signIn.receivedRewards.includes(`${days}`)) throw duplicate('奖励已领取');
    if (continuousDays(state.signIn.days, now) < days) throw wrongState(`连续签到 ${days} 天后可领取`);
    state.signIn.receivedRewards.push(`${days}`);
    changePoints(state, reward.points, `连续签到 ${days} 天奖励`, now);
    return { ...reward, balance: state.points.balance };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
