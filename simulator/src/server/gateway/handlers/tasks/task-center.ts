// The task centre: the merchant's tasks and the points their rewards pay.
import { notFound } from '../../errors';
import { changePoints } from '../ledger';
import { reqString } from '../input';
import { wrongState } from '../rules';
import type { ServiceHandlers } from '../types';

export const taskCenterHandlers = {
  appTaskCenter: ({ state }) => ({
    list: state.tasks,
    doing: state.tasks.filter((t) => t.status === '0').length,
    toReceive: state.tasks.filter((t) => t.status === '1').length,
    rewarded: state.tasks.filter((t) => t.status === '2').length,
  }),
  appTaskCenterReward: ({ state, input, now }) => {
    const taskId = reqString(input, 'taskId');
    const task = state.tasks.find((t) => t.taskId === taskId);
    if (!task) throw notFound(`任务 ${taskId}`);
    if (task.status === '0') throw wrongState('任务未完成');
    if (task.status === '2') throw wrongState('奖励已领取');
    task.status = '2';
    changePoints(state, task.rewardPoints, `任务奖励：${task.title}`, now);
    return { task, balance: state.points.balance };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
