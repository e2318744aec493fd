// The task centre: the merchant's tasks worked out from their state (task-rules.ts), and claiming a
// done task's reward once per period — points into the balance, or draws in the March gift that
// activities/chances.ts counts as earned today.
import { dateTime, ymd } from '../../../state/clock';
import { notFound } from '../../errors';
import { changePoints } from '../ledger';
import { reqString } from '../input';
import { duplicate, wrongState } from '../rules';
import type { ServiceHandlers } from '../types';
import { destinationOf, historyOf, taskNow, tasksNow } from './task-rules';

export const taskCenterHandlers = {
  appTaskCenter: ({ state, now }) => {
    const list = tasksNow(state, now);
    const count = (status: string) => list.filter((t) => t.status === status).length;
    return {
      list,
      doing: count('0'),
      toReceive: count('1'),
      rewarded: count('2'),
      history: historyOf(state),
    };
  },
  appTaskCenterReward: ({ state, input, now }) => {
    const taskId = reqString(input, 'taskId');
    const stored = state.tasks.find((t) => t.taskId === taskId);
    if (!stored) throw notFound(`任务 ${taskId}`);
    const before = taskNow(state, stored, now);
    if (before.status === '0') throw wrongState('任务还未完成，完成后再来领取');
    if (before.status === '2') throw duplicate('奖励已领取');
    const { reward } = before;
    if (reward.kind === 'points') changePoints(state, reward.amount, `任务奖励：${before.title}`, now);
    state.sequence += 1;
    const claim = {
      claimId: `TC${ymd(now)}${String(state.sequence).padStart(6, '0')}`,
      taskId,
      title: before.title,
      period: before.period,
      reward,
      claimedAt: dateTime(now),
      ...destinationOf(reward),
    };
    (state.taskClaims ??= []).push({ ...claim, day: ymd(now) });
    return { task: taskNow(state, stored, now), claim, balance: state.points.balance };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
