// The draw engine through the real gateway: its odds, its stock under concurrent draws, its
// guarantee, its refusals and its idempotency.
import { endpoints, type PrizePoolEntry } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import type { ActivitiesAnswer } from '../../../../shared/control-api/features';
import { getSession, sessionState } from '../../../state/session';
import { callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';
import { draw } from './draw';

const suite = simulatorSuite({});
const { call, control } = suite;

async function setActivity(session: string, body: Record<string, unknown>): Promise<ActivitiesAnswer> {
  const res = await control('PUT', `/activities?session=${session}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as ActivitiesAnswer;
}

/** Stock 0 for every entry of `pool` but those named, which get the stock given. */
function onlyDrawable(pool: PrizePoolEntry[], keep: Record<string, number | null>) {
  return Object.fromEntries(pool.map((p) => [p.poolId, Object.hasOwn(keep, p.poolId) ? keep[p.poolId]! : 0]));
}

const drawOf = (session: string, activityId: string, key?: string) =>
  callEndpoint(suite.sim, endpoints.activityDraw, {
    session,
    body: { activityId },
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });

describe('activityInfo: which activity', () => {
  it('names one by its id, else the first of the kind a game asks for, else the first of all', async () => {
    const s = 'which';
    expect((await call(s, 'activityInfo', { activityId: 'A1003' })).data).toMatchObject({ kind: 'box' });
    expect((await call(s, 'activityInfo', { kind: 'smashEggs' })).data).toMatchObject({
      activityId: 'A1002',
      kind: 'smashEggs',
    });
    expect((await call(s, 'activityInfo', {})).data).toMatchObject({ activityId: 'A1001' });
  });
});

describe('activityDraw: the odds', () => {
  it('10,000 draws of 砸金蛋 (A1002) land on each entry within 4.5 standard deviations of n·p', async () => {
    // Binomial bound: an entry of odds p is drawn k times of n with mean n·p and standard deviation
    // √(n·p·(1−p)); |k − n·p| ≤ 4.5σ fails by chance with odds under 1 in 100,000 per entry. The
    // session's random source is seeded, so the counts (and this test) are the same on every run.
    // The 10,000 draws call the engine the handler calls, on the session the gateway serves (the
    // transport would only add 20 s of RSA); the first and the check after go through the gateway.
    const s = 'odds';
    const n = 10_000;
    await setActivity(s, { activityId: 'A1002', drawsLeft: n });
    const { data: info } = await call(s, 'activityInfo', { activityId: 'A1002' });
    expect(info).toMatchObject({ guaranteeAfter: null, remainingDraws: n });
    const first = (await drawOf(s, 'A1002')).json!.data;
    const counts = new Map<string, number>([[first.poolId, 1]]);
    const session = getSession(suite.sim.ctx, s);
    const state = sessionState(suite.sim.ctx, session);
    const eggs = state.activities.find((a) => a.activityId === 'A1002')!;
    for (let i = 1; i < n; i++) {
      const { poolId } = draw(state, eggs, session.random, suite.clock.now);
      counts.set(poolId, (counts.get(poolId) ?? 0) + 1);
    }
    const total = info.prizes.reduce((sum, p) => sum + p.weight, 0);
    for (const entry of info.prizes) {
      const p = entry.weight / total;
      const sd = Math.sqrt(n * p * (1 - p));
      expect(Math.abs((counts.get(entry.poolId) ?? 0) - n * p), entry.prizeName).toBeLessThanOrEqual(
        4.5 * sd,
      );
    }
    expect((await call(s, 'activityInfo', { activityId: 'A1002' })).data.remainingDraws).toBe(0);
    expect(state.drawRecords).toHaveLength(n);
  });
});

describe('activityDraw: stock', () => {
  it('50 concurrent draws on an entry of stock 3 (the only one drawable): 3 prizes, the other 47 refused with 3003', async () => {
    // The rest are refused, not answered as misses: with no entry in stock there is nothing for the
    // game to land on. A refused draw does not use a chance.
    const s = 'oversell';
    const { data: lottery } = await call(s, 'activityInfo', { activityId: 'A1001' });
    const speaker = lottery.prizes.find((p) => p.prizeName === '收款音箱')!;
    expect(speaker.stock).toBe(3);
    await setActivity(s, {
      activityId: 'A1001',
      stock: onlyDrawable(lottery.prizes, { [speaker.poolId]: 3 }),
      drawsLeft: 50,
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => drawOf(s, 'A1001', `oversell-${i}`)),
    );
    const won = answers.filter((a) => a.json?.code === '200');
    expect(won).toHaveLength(3);
    for (const a of won)
      expect(a.json?.data).toMatchObject({
        poolId: speaker.poolId,
        position: speaker.position,
        prize: { prizeType: '04', status: '2' },
      });
    expect(new Set(won.map((a) => a.json?.data.recordId)).size).toBe(3);
    const refused = answers.filter((a) => a.json?.code !== '200');
    expect(refused).toHaveLength(47);
    for (const a of refused)
      expect(a.json).toEqual({ code: '3003', msg: '奖品已抽完，请关注下期活动', data: null });
    const summary = (await control('GET', `/activities?session=${s}`)).body as unknown as ActivitiesAnswer;
    const a1001 = summary.activities.find((a) => a.activityId === 'A1001')!;
    expect(a1001.stock[speaker.poolId]).toBe(0);
    expect(Object.values(a1001.stock).every((v) => v === null || v >= 0)).toBe(true);
    expect(a1001.drawsLeft).toBe(47);
    const state = sessionState(suite.sim.ctx, getSession(suite.sim.ctx, s));
    expect(
      state.prizes.filter((p) => p.prizeName === '收款音箱' && p.time.startsWith('2026-11-22')),
    ).toHaveLength(3);
    expect(state.drawRecords).toHaveLength(3);
  });
});

describe('activityDraw: the guarantee', () => {
  it('after 5 misses in a row (A1001 guaranteeAfter 5) the next draw is a prize, every time', async () => {
    const s = 'guarantee';
    const { data: lottery } = await call(s, 'activityInfo', { activityId: 'A1001' });
    expect(lottery.guaranteeAfter).toBe(5);
    const misses = Object.fromEntries(
      lottery.prizes.filter((p) => p.prizeType === '00').map((p) => [p.poolId, null]),
    );
    const restored = Object.fromEntries(lottery.prizes.map((p) => [p.poolId, p.stock]));
    await setActivity(s, { activityId: 'A1001', drawsLeft: 200 });
    // Without the guarantee, 10 prizes in a row at these odds come by chance about once in 40.
    for (let round = 0; round < 10; round++) {
      await setActivity(s, { activityId: 'A1001', stock: onlyDrawable(lottery.prizes, misses) });
      for (let i = 0; i < 5; i++) expect((await drawOf(s, 'A1001')).json?.data.prize).toBeNull();
      expect((await call(s, 'activityInfo', { activityId: 'A1001' })).data.missesInRow).toBe(5);
      await setActivity(s, { activityId: 'A1001', stock: restored });
      const due = (await drawOf(s, 'A1001')).json!.data;
      expect(due.prize, `round ${round}`).not.toBeNull();
      expect(lottery.prizes.find((p) => p.poolId === due.poolId)?.prizeType).not.toBe('00');
      expect((await call(s, 'activityInfo', { activityId: 'A1001' })).data.missesInRow).toBe(0);
    }
  });
});

describe('activityDraw: refusals', () => {
  it.each([
    ['an ended activity says so', 'A1006', { status: '2', endDate: '20261111' }, '活动已结束'],
    [
      'one not started yet says when it starts',
      'A1009',
      { status: '0', startDate: '20261125' },
      '活动尚未开始，2026-11-25 开始',
    ],
  ] as const)('%s (%s)', async (_, activityId, info, msg) => {
    const s = `refuse-${activityId}`;
    expect((await call(s, 'activityInfo', { activityId })).data).toMatchObject({
      ...info,
      remainingDraws: 0,
    });
    expect(await call(s, 'activityDraw', { activityId })).toEqual({ code: '3005', msg, data: null });
  });

  it('a merchant the audience leaves out is told what to do (members: A1003; certified: A1005)', async () => {
    const box = await call('refuse-member', 'activityInfo', { activityId: 'A1003' });
    expect(box.data).toMatchObject({
      audience: 'member',
      eligible: false,
      ineligibleReason: '开通付费会员后即可参与',
      remainingDraws: 0,
    });
    expect(await call('refuse-member', 'activityDraw', { activityId: 'A1003' })).toEqual({
      code: '3005',
      msg: '开通付费会员后即可参与',
      data: null,
    });
    const member = await call('refuse-member-paid', 'activityInfo', { activityId: 'A1003' }, 'paid-member');
    expect(member.data).toMatchObject({ eligible: true, ineligibleReason: '' });

    const shave = await call('refuse-new', 'activityInfo', { activityId: 'A1005' }, 'new-merchant');
    expect(shave.data).toMatchObject({
      audience: 'certified',
      eligible: false,
      ineligibleReason: '完成商户认证后即可参与',
    });
    expect(await call('refuse-new', 'activityDraw', { activityId: 'A1005' }, 'new-merchant')).toMatchObject({
      code: '3005',
      msg: '完成商户认证后即可参与',
    });
  });

  it('no draws left says where more come from; signing in today gives one more', async () => {
    const s = 'refuse-none';
    const info = await call(s, 'activityInfo', { activityId: 'A1001' }, 'new-merchant');
    expect(info.data.remainingDraws).toBe(1);
    expect(info.data.chanceSources.map((c) => c.text)).toEqual([
      '每天可抽 1 次',
      '今日签到后再得 1 次',
      '今日单笔收款满 100 元再得 1 次',
    ]);
    expect((await call(s, 'activityDraw', { activityId: 'A1001' }, 'new-merchant')).data.remainingDraws).toBe(
      0,
    );
    expect(await call(s, 'activityDraw', { activityId: 'A1001' }, 'new-merchant')).toEqual({
      code: '3005',
      msg: '今日抽奖次数已用完，今日签到后再得 1 次，今日单笔收款满 100 元再得 1 次',
      data: null,
    });
    await call(s, 'activitySignInDo', {}, 'new-merchant');
    expect((await call(s, 'activityInfo', { activityId: 'A1001' }, 'new-merchant')).data.remainingDraws).toBe(
      1,
    );
    await call(s, 'activityDraw', { activityId: 'A1001' }, 'new-merchant');
    expect(await call(s, 'activityDraw', { activityId: 'A1001' }, 'new-merchant')).toMatchObject({
      code: '3005',
      msg: '今日抽奖次数已用完，今日单笔收款满 100 元再得 1 次',
    });
  });

  it('an activity without draws refuses them; an unknown one is 1004', async () => {
    expect(await call('refuse-kind', 'activityDraw', { activityId: 'A1010' })).toMatchObject({
      code: '3005',
      msg: '该活动无需抽奖',
    });
    expect(await call('refuse-kind', 'activityDraw', { activityId: 'A9999' })).toMatchObject({
      code: '1004',
    });
  });
});

describe('activityDraw: one draw per key', () => {
  it('the same Idempotency-Key, twice at once and once more later, answers one record and draws once', async () => {
    const s = 'draw-key';
    await setActivity(s, { activityId: 'A1001', drawsLeft: 3 });
    const state = () => sessionState(suite.sim.ctx, getSession(suite.sim.ctx, s));
    const records = state().drawRecords.length;
    const key = '5f0c1e2a-7b3d-4e8f-9a6b-1c2d3e4f5a6b';
    const [first, second] = await Promise.all([drawOf(s, 'A1001', key), drawOf(s, 'A1001', key)]);
    const third = await drawOf(s, 'A1001', key);
    expect(first.json).toMatchObject({ code: '200', data: { remainingDraws: 2 } });
    expect(second.text).toBe(first.text);
    expect(third.text).toBe(first.text);
    expect(state().drawRecords).toHaveLength(records + 1);
    expect(state().drawRecords.at(-1)?.recordId).toBe(first.json?.data.recordId);
    expect((await call(s, 'activityInfo', { activityId: 'A1001' })).data.remainingDraws).toBe(2);
  });

  it('a lost answer (the connection dropped after the draw) is recovered with the same key, never drawn again', async () => {
    const s = 'draw-lost';
    await setActivity(s, { activityId: 'A1001', drawsLeft: 3 });
    await control('POST', `/faults?session=${s}`, { endpoint: 'activityDraw', kind: 'drop', times: 1 });
    const key = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    expect(await drawOf(s, 'A1001', key).catch((e: unknown) => e)).toBeInstanceOf(TypeError);
    const state = sessionState(suite.sim.ctx, getSession(suite.sim.ctx, s));
    expect(state.drawRecords).toHaveLength(1);
    const again = await drawOf(s, 'A1001', key);
    expect(again.json?.data.recordId).toBe(state.drawRecords[0]!.recordId);
    expect(state.drawRecords).toHaveLength(1);
  });
});
