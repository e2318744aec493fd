// The daily sign-in: the week's calendar, today's points and the streak rewards.
import { DAY_MS, startOfDay, ymd } from '../../../state/clock';
import { SIGN_IN_POINTS } from '../../../state/generate/points';
import { BusinessRuleError, CODES, notFound } from '../../errors';
import { changePoints } from '../ledger';
import { optInt } from '../input';
import { duplicate, wrongState } from '../rules';
import type { ServiceHandlers } from '../types';

const STREAK_REWARDS = [
  { days: 3, points: 30 },
  { days: 7, points: 100 },
];

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

export const signInHandlers = {
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
