// The task centre through the real gateway: progress read from the merchant's state, a reward
// claimed once per period (and where it went), the daily task starting again at Shanghai's midnight,
// and the March gift's draw that a claimed task earns.
import { endpoints } from '@merchant-h5/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession, sessionState } from '../../../state/session';
import { TODAY, callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, control, clock } = suite;
const NEW = 'new-merchant';

const centre = async (s: string, scenario = NEW) => (await call(s, 'appTaskCenter', {}, scenario)).data;
const task = async (s: string, id: string, scenario = NEW) =>
  (await centre(s, scenario)).list.find((t) => t.taskId === id)!;
const claim = (s: string, taskId: string, key?: string) =>
  callEndpoint(suite.sim, endpoints.appTaskCenterReward, {
    session: s,
    scenario: NEW,
    body: { taskId },
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  }).then((res) => res.json!);
const state = (s: string) => sessionState(suite.sim.ctx, getSession(suite.sim.ctx, s));

async function trade(s: string, amount: number, tradeType = '02'): Promise<void> {
  await centre(s); // opens the session as the new merchant's
  const res = await control('POST', `/trades?session=${s}`, { amount, tradeType });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const signIn = (s: string) => call(s, 'activitySignInDo', {}, NEW);

afterEach(() => {
  clock.now = TODAY;
});

describe('appTaskCenter', () => {
  it("works each task's progress out of the merchant's state, with its period, reward and link", async () => {
    const s = 'tasks-progress';
    const before = await centre(s);
    expect(before).toMatchObject({ doing: 6, toReceive: 0, rewarded: 0, history: [] });
    expect(before.list.find((t) => t.taskId === 'K001')).toMatchObject({
      progress: 0,
      target: 1,
      period: 'once',
      status: '0',
      route: '/business/certificate',
      reward: { kind: 'points', amount: 500, label: '500 积分' },
    });
    expect(before.list.find((t) => t.taskId === 'K005')).toMatchObject({
      period: 'daily',
      rewardPoints: 0,
      reward: { kind: 'chances', amount: 1, activityId: 'A1011', label: '三月好礼 1 次抽奖机会' },
    });

    await trade(s, 6_000.5);
    await trade(s, 4_000, '01');
    const after = await centre(s);
    const byId = (id: string) => after.list.find((t) => t.taskId === id)!;
    expect(byId('K006')).toMatchObject({ progress: 10_000, target: 10_000, unit: '元', status: '1' });
    expect(byId('K002')).toMatchObject({ progress: 1, target: 10, period: 'monthly', status: '0' });
    expect(after).toMatchObject({ doing: 5, toReceive: 1, rewarded: 0 });
  });

  it("the certified merchant's certification is done and rewarded, its month's trading reached", async () => {
    const { list } = await centre('tasks-certified', 'certified');
    expect(list.find((t) => t.taskId === 'K001')).toMatchObject({ progress: 1, status: '2' });
    expect(list.find((t) => t.taskId === 'K006')).toMatchObject({ progress: 10_000, status: '1' });
  });
});

describe('appTaskCenterReward', () => {
  it('gives a done task its points once and says where they went; a retry is refused, the same key replays', async () => {
    const s = 'tasks-claim';
    await trade(s, 12_000);
    const balance = state(s).points.balance;
    const first = await claim(s, 'K006', 'task-key-1');
    expect(first).toMatchObject({
      code: '200',
      data: {
        task: { taskId: 'K006', status: '2' },
        claim: {
          taskId: 'K006',
          title: '本月收款满 1 万元',
          reward: { kind: 'points', amount: 300 },
          where: '积分余额',
          route: '/integralManage/PointBill',
        },
        balance: balance + 300,
      },
    });
    expect(state(s).points.bill[0]).toMatchObject({ points: 300, title: '任务奖励：本月收款满 1 万元' });
    expect(await claim(s, 'K006', 'task-key-1')).toEqual(first);
    expect(await claim(s, 'K006', 'task-key-2')).toMatchObject({ code: '3007', msg: '奖励已领取' });
    expect(state(s).points.balance).toBe(balance + 300);

    const after = await centre(s);
    expect(after).toMatchObject({ toReceive: 0, rewarded: 1 });
    expect(after.history).toEqual([first.data.claim]);
  });

  it('refuses a task not done yet, and gives nothing', async () => {
    const s = 'tasks-not-done';
    await centre(s);
    const balance = state(s).points.balance;
    expect(await claim(s, 'K001')).toMatchObject({ code: '3005', msg: '任务还未完成，完成后再来领取' });
    expect(await claim(s, 'K999')).toMatchObject({ code: '1004' });
    expect(state(s).points.balance).toBe(balance);
  });

  it('the daily task starts again at midnight in Shanghai, not in UTC', async () => {
    const s = 'tasks-daily';
    clock.now = Date.parse('2026-11-22T23:30:00+08:00'); // 15:30 UTC
    await signIn(s);
    expect(await task(s, 'K005')).toMatchObject({ progress: 1, status: '1' });
    expect((await claim(s, 'K005')).code).toBe('200');
    expect(await task(s, 'K005')).toMatchObject({ status: '2' });

    clock.now = Date.parse('2026-11-23T00:30:00+08:00'); // 16:30 UTC, the same UTC day
    expect(await task(s, 'K005')).toMatchObject({ progress: 0, status: '0' });
    expect((await claim(s, 'K005')).code).toBe('3005');
    await signIn(s);
    expect(await task(s, 'K005')).toMatchObject({ progress: 1, status: '1' });
    expect((await claim(s, 'K005')).code).toBe('200');
    expect((await centre(s)).history.map((c) => c.claimedAt)).toEqual([
      '2026-11-23 00:30:00',
      '2026-11-22 23:30:00',
    ]);
  });

  it('a claimed draw reward earns one more draw in the March gift today, and only today', async () => {
    const s = 'tasks-chance';
    const draws = async () =>
      (await call(s, 'activityInfo', { activityId: 'A1011' }, NEW)).data.remainingDraws;
    const before = await draws();
    await signIn(s);
    expect(await draws()).toBe(before);
    const answer = await claim(s, 'K005');
    expect(answer.data.claim).toMatchObject({
      reward: { kind: 'chances', amount: 1, activityId: 'A1011' },
      where: '三月好礼',
      route: '/MarchGift/MarchGift',
    });
    expect(await draws()).toBe(before + 1);
    clock.now = TODAY + 86_400_000;
    expect(await draws()).toBe(before);
  });
});
