// Test only: the task centre's answers as the server sends them, with the fields a test changes.
import type { AppTask, TaskCenter, TaskClaim } from '@merchant-h5/sdk';

export function task(overrides: Partial<AppTask> = {}): AppTask {
  return {
    taskId: 'K006',
    title: '本月收款满 1 万元',
    description: '本月成功收款累计 10,000 元',
    rewardPoints: 300,
    reward: { kind: 'points', amount: 300, label: '300 积分' },
    period: 'monthly',
    progress: 10_000,
    target: 10_000,
    unit: '元',
    status: '1',
    route: '/transaction/record',
    ...overrides,
  };
}

export function claim(overrides: Partial<TaskClaim> = {}): TaskClaim {
  return {
    claimId: 'TC20261122000001',
    taskId: 'K006',
    title: '本月收款满 1 万元',
    period: 'monthly',
    reward: { kind: 'points', amount: 300, label: '300 积分' },
    claimedAt: '2026-11-22 10:00:00',
    where: '积分余额',
    route: '/integralManage/PointBill',
    ...overrides,
  };
}

/** The counts from the list, as the server works them out. */
export function centre(list: AppTask[], history: TaskClaim[] = []): TaskCenter {
  const n = (s: string) => list.filter((t) => t.status === s).length;
  return { list, doing: n('0'), toReceive: n('1'), rewarded: n('2'), history };
}

export const CHANCE_REWARD = {
  kind: 'chances',
  amount: 1,
  activityId: 'A1011',
  activityName: '三月好礼',
  label: '三月好礼 1 次抽奖机会',
} as const;
