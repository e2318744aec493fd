// What each task of the task centre counts, how often it can be done, what it pays and where the app
// does it: the progress is read from the merchant's state, never stored apart from it. The routes
// are the app's route patterns (docs/product.md §2), the contract the task centre's links follow.
import type { AppTask, AppTaskPeriod, AppTaskReward } from '@merchant-h5/sdk';
import { ym, ymd } from '../../../state/clock';
import type { MerchantState, StoredTask, StoredTaskClaim } from '../../../state/model';
import { continuousDays } from '../points/sign-in';

/** The activity a chance reward draws in: the March gift, whose chance source is 'task'. */
export const TASK_DRAW_ACTIVITY = 'A1011';
export const POINTS_BILL_ROUTE = '/integralManage/PointBill';
const ACTIVITY_ROUTES: Record<string, string> = { A1011: '/MarchGift/MarchGift' };

interface TaskRule {
  period: AppTaskPeriod;
  unit: string;
  route: string;
  /** progress now, before it is capped at the target */
  progress: (state: MerchantState, now: number) => number;
  /** draws in TASK_DRAW_ACTIVITY instead of the task's points */
  chances?: number;
}

const monthSales = (state: MerchantState, now: number) =>
  state.transactions.filter((t) => t.tranDt.startsWith(ym(now)) && t.status === '00' && t.tradeType !== '04');

const RULES: Record<string, TaskRule> = {
  K001: {
    period: 'once',
    unit: '',
    route: '/business/certificate',
    progress: (s) => (s.certification.status === 'passed' ? 1 : 0),
  },
  K002: {
    period: 'monthly',
    unit: '笔',
    route: '/transaction/record',
    // '01' 刷卡消费: a card swiped on the terminal
    progress: (s, now) => monthSales(s, now).filter((t) => t.tradeType === '01').length,
  },
  K003: {
    period: 'once',
    unit: '天',
    route: '/integralManage/Home',
    progress: (s, now) => continuousDays(s.signIn.days, now),
  },
  K004: {
    period: 'once',
    unit: '',
    route: '/others/addCard/step1',
    progress: (s) => ((s.cardBinds ?? []).some((b) => b.status === 'bound') ? 1 : 0),
  },
  K005: {
    period: 'daily',
    unit: '',
    route: '/integralManage/Home',
    progress: (s, now) => (s.signIn.days.includes(ymd(now)) ? 1 : 0),
    chances: 1,
  },
  K006: {
    period: 'monthly',
    unit: '元',
    route: '/transaction/record',
    progress: (s, now) => Math.floor(monthSales(s, now).reduce((sum, t) => sum + t.amount, 0)),
  },
};

/** A task the rules do not name: a plain counter, done once, that only its stored progress moves. */
const COUNTER: TaskRule = {
  period: 'once',
  unit: '',
  route: '/integralManage/Home',
  progress: () => NaN,
};

export const ruleOf = (taskId: string): TaskRule => RULES[taskId] ?? COUNTER;

/** The period a claim on `day` ('YYYYMMDD') belongs to, to compare with today's. */
function periodKey(period: AppTaskPeriod, day: string): string {
  if (period === 'daily') return day;
  return period === 'monthly' ? day.slice(0, 6) : '';
}

export function rewardOf(state: MerchantState, task: StoredTask): AppTaskReward {
  const chances = ruleOf(task.taskId).chances;
  if (!chances) return { kind: 'points', amount: task.rewardPoints, label: `${task.rewardPoints} 积分` };
  const activity = state.activities.find((a) => a.activityId === TASK_DRAW_ACTIVITY);
  const activityName = activity?.name ?? '三月好礼';
  return {
    kind: 'chances',
    amount: chances,
    activityId: TASK_DRAW_ACTIVITY,
    activityName,
    label: `${activityName} ${chances} 次抽奖机会`,
  };
}

/** Where a claimed reward went, in words and as the route that shows it. */
export function destinationOf(reward: AppTaskReward): { where: string; route: string } {
  if (reward.kind === 'points') return { where: '积分余额', route: POINTS_BILL_ROUTE };
  return {
    where: reward.activityName ?? '活动',
    route: ACTIVITY_ROUTES[reward.activityId ?? ''] ?? '/integralManage/Home',
  };
}

const claimsOf = (state: MerchantState): StoredTaskClaim[] => (state.taskClaims ??= []);

/** Whether the task's reward was claimed in the period `now` is in. */
function claimedNow(state: MerchantState, task: StoredTask, period: AppTaskPeriod, now: number): boolean {
  // A once-task the scenario generated as rewarded was claimed before the session's history began.
  if (period === 'once' && task.status === '2') return true;
  const key = periodKey(period, ymd(now));
  return claimsOf(state).some((c) => c.taskId === task.taskId && periodKey(period, c.day) === key);
}

/**
 * The task as the merchant's state has it now; the stored progress and status are brought up to
 * date too, so the other pages counting tasks (the points home) see the same.
 */
export function taskNow(state: MerchantState, task: StoredTask, now: number): AppTask {
  const rule = ruleOf(task.taskId);
  const counted = rule.progress(state, now);
  const progress = Math.min(task.target, Number.isNaN(counted) ? task.progress : counted);
  const claimed = claimedNow(state, task, rule.period, now);
  const status: AppTask['status'] = claimed ? '2' : progress >= task.target ? '1' : '0';
  Object.assign(task, { progress, status });
  const reward = rewardOf(state, task);
  return {
    ...task,
    rewardPoints: reward.kind === 'points' ? reward.amount : 0,
    reward,
    period: rule.period,
    unit: rule.unit,
    route: rule.route,
  };
}

export const tasksNow = (state: MerchantState, now: number): AppTask[] =>
  state.tasks.map((t) => taskNow(state, t, now));

/** The claims, newest first, as the wire has them. */
export const historyOf = (state: MerchantState) =>
  [...claimsOf(state)].reverse().map(({ day: _day, ...claim }) => claim);
