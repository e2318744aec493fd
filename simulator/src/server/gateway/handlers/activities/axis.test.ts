// The standard axis (A1008, levels at 10,000 / 50,000 / 100,000 yuan) through the real gateway: the
// yuan traded in its days, each level's state, receiving a reached level once and the refusals.
import { endpoints } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { getSession, sessionState } from '../../../state/session';
import { callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, control } = suite;
const AXIS = 'A1008';
/** A merchant with no trades at all, so the trades a test takes are the whole progress. */
const NEW = 'new-merchant';

const info = async (s: string) => (await call(s, 'activityInfo', { activityId: AXIS }, NEW)).data;
const receive = (s: string, level: number, key?: string) =>
  callEndpoint(suite.sim, endpoints.activityLevelReceive, {
    session: s,
    scenario: NEW,
    body: { activityId: AXIS, level },
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  }).then((res) => res.json!);

/** A sale of `amount` taken now (POST /__sim/trades), in the new merchant's session. */
async function trade(s: string, amount: number): Promise<void> {
  await info(s); // the gateway's call opens the session as the new merchant's; the control API's would not
  const res = await control('POST', `/trades?session=${s}`, { amount });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const statuses = async (s: string) => (await info(s)).levels?.map((l) => l.status);
const points = (s: string) => sessionState(suite.sim.ctx, getSession(suite.sim.ctx, s)).points;

describe('activityInfo of a standard axis', () => {
  it('counts the yuan traded since its first day against its levels; the target is the top level', async () => {
    const s = 'axis-progress';
    const before = await info(s);
    expect(before).toMatchObject({ kind: 'standardAxis', status: '1', progress: 0, target: 100_000 });
    expect(before.levels).toEqual([
      { level: 1, target: 10_000, prizeName: '500 积分', prizeType: '02', amount: 500, status: '0' },
      { level: 2, target: 50_000, prizeName: '手续费抵扣 20 元', prizeType: '06', amount: 20, status: '0' },
      { level: 3, target: 100_000, prizeName: '50 元现金红包', prizeType: '01', amount: 50, status: '0' },
    ]);
    await trade(s, 9_999.99);
    expect(await statuses(s)).toEqual(['0', '0', '0']);
    await trade(s, 0.01);
    expect((await info(s)).progress).toBe(10_000);
    expect(await statuses(s)).toEqual(['1', '0', '0']);
  });

  it("the certified merchant's 90 days of trading have reached every level", async () => {
    const { data } = await call('axis-certified', 'activityInfo', { activityId: AXIS });
    expect(data.progress).toBeGreaterThanOrEqual(100_000);
    expect(data.levels?.map((l) => l.status)).toEqual(['1', '1', '1']);
  });

  it('trades from before its first day do not count', async () => {
    const s = 'axis-dates';
    await trade(s, 20_000);
    expect((await info(s)).progress).toBe(20_000);
    await control('PUT', `/activities?session=${s}`, { activityId: AXIS, status: 'notStarted' });
    expect(await info(s)).toMatchObject({ status: '0', progress: 0 });
  });
});

describe('activityLevelReceive', () => {
  it('gives a reached level its reward once: points into the bill, the level 已领取; a retry answers the same prize', async () => {
    const s = 'axis-receive';
    await trade(s, 12_000);
    const { balance, bill } = points(s);
    const entries = bill.length;
    const first = await receive(s, 1, 'axis-key-1');
    expect(first).toMatchObject({
      code: '200',
      data: {
        prize: {
          activityId: AXIS,
          prizeName: '500 积分',
          prizeType: '02',
          amount: 500,
          status: '1',
          statusName: '已发放',
        },
      },
    });
    expect(points(s).balance).toBe(balance + 500);
    expect(points(s).bill).toHaveLength(entries + 1);
    expect(points(s).bill[0]).toMatchObject({ points: 500, title: '活动奖励：达标轴第 1 档' });
    expect(await statuses(s)).toEqual(['2', '0', '0']);

    // The same key replays the answer; a new key (another device, a lost key) is answered the same prize.
    expect(await receive(s, 1, 'axis-key-1')).toEqual(first);
    expect(await receive(s, 1, 'axis-key-2')).toEqual(first);
    expect(points(s).balance).toBe(balance + 500);
    const { data } = await call(s, 'activityPrizeList', { activityId: AXIS }, NEW);
    expect(data.list.map((p) => p.prizeId)).toEqual([first.data.prize.prizeId]);
  });

  it('ten concurrent receives of one level, each with its own key, give one prize', async () => {
    const s = 'axis-concurrent';
    await trade(s, 60_000);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => receive(s, 2, `axis-c-${i}`)));
    expect(new Set(answers.map((a) => a.data.prize.prizeId)).size).toBe(1);
    expect(answers[0]?.data.prize).toMatchObject({ prizeType: '06', amount: 20 });
    expect(await statuses(s)).toEqual(['1', '2', '0']);
  });

  it('refuses a level not reached with what is missing, and gives nothing', async () => {
    const s = 'axis-short';
    await trade(s, 12_000);
    const { balance } = points(s);
    expect(await receive(s, 2)).toEqual({
      code: '3005',
      msg: '尚未达标：已交易 12000.00 元，还差 38000.00 元',
      data: null,
    });
    expect(await statuses(s)).toEqual(['1', '0', '0']);
    expect(points(s).balance).toBe(balance);
  });

  it('refuses a level the axis does not have (1004) and a missing level (1001)', async () => {
    const s = 'axis-unknown';
    expect(await receive(s, 4)).toMatchObject({ code: '1004', msg: '记录不存在：达标轴第 4 档' });
    const missing = await suite.callOffContract(s, 'activityLevelReceive', { activityId: AXIS }, NEW);
    expect(missing).toMatchObject({ code: '1001', msg: '参数错误：缺少 level' });
    const game = await suite.callOffContract(
      s,
      'activityLevelReceive',
      { activityId: 'A1001', level: 1 },
      NEW,
    );
    expect(game).toMatchObject({ code: '3005', msg: '幸运摇奖机不是达标活动，没有达标奖励' });
  });

  it('without an activity id, receives from the first standard axis', async () => {
    const { data } = await call('axis-first', 'activityLevelReceive', { level: 1 });
    expect(data.prize).toMatchObject({ activityId: AXIS, prizeName: '500 积分' });
  });

  it.each([
    ['notStarted', '活动尚未开始，2026-11-23 开始后交易达标即可领取'],
    ['ended', '活动已结束，未领取的达标奖励不再发放'],
  ] as const)(
    'refuses while the activity is %s; a level received before is still answered',
    async (status, msg) => {
      const s = `axis-${status}`;
      const { data: received } = await call(s, 'activityLevelReceive', { activityId: AXIS, level: 1 });
      await control('PUT', `/activities?session=${s}`, { activityId: AXIS, status });
      expect(await call(s, 'activityLevelReceive', { activityId: AXIS, level: 2 })).toEqual({
        code: '3005',
        msg,
        data: null,
      });
      expect((await call(s, 'activityLevelReceive', { activityId: AXIS, level: 1 })).data).toEqual(received);
    },
  );
});
