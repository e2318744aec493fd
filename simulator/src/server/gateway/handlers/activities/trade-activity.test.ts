// The trading campaign (交易活动, A1013: tiers at 5,000 / 20,000 / 50,000 yuan of this month's card
// trades) through the real gateway: a sale taken through the control API moves the progress (a card
// sale does, a QR-code one does not), each tier is received once (points into the bill, a coupon into
// the wallet), and a second key is answered the prize the first gave.
import { endpoints } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { getSession, sessionState } from '../../../state/session';
import { callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, control } = suite;
const CAMPAIGN = 'A1013';
/** A merchant with no trades at all, so the trades a test takes are the whole progress. */
const NEW = 'new-merchant';

const info = async (s: string) => (await call(s, 'activityInfo', { kind: 'tradeActivity' }, NEW)).data;
const receive = (s: string, level: number, key: string) =>
  callEndpoint(suite.sim, endpoints.activityLevelReceive, {
    session: s,
    scenario: NEW,
    body: { activityId: CAMPAIGN, level },
    headers: { 'Idempotency-Key': key },
  }).then((res) => res.json!);

/** A sale of `amount` taken now (POST /__sim/trades): '01' 刷卡消费 unless named. */
async function trade(s: string, amount: number, tradeType = '01'): Promise<void> {
  await info(s); // the gateway's call opens the session as the new merchant's
  const res = await control('POST', `/trades?session=${s}`, { amount, tradeType });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const state = (s: string) => sessionState(suite.sim.ctx, getSession(suite.sim.ctx, s));

describe('activityInfo of a trading campaign', () => {
  it('runs this calendar month, with its tiers; a card sale moves the progress and the count, a QR-code sale does not', async () => {
    const s = 'trade-progress';
    const before = await info(s);
    expect(before).toMatchObject({
      activityId: CAMPAIGN,
      kind: 'tradeActivity',
      status: '1',
      progress: 0,
      tradeCount: 0,
      target: 50_000,
    });
    expect(before.startDate.slice(6)).toBe('01');
    expect(before.startDate.slice(0, 6)).toBe(before.endDate.slice(0, 6));
    expect(before.levels?.map((l) => [l.target, l.prizeType, l.status])).toEqual([
      [5_000, '02', '0'],
      [20_000, '03', '0'],
      [50_000, '01', '0'],
    ]);
    expect(before.rules).toContain('刷卡');

    await trade(s, 3_000, '02');
    expect(await info(s)).toMatchObject({ progress: 0, tradeCount: 0 });
    await trade(s, 4_000);
    await trade(s, 1_000, '03');
    const after = await info(s);
    expect(after).toMatchObject({ progress: 5_000, tradeCount: 2 });
    expect(after.levels?.map((l) => l.status)).toEqual(['1', '0', '0']);
  });
});

describe('activityLevelReceive of a trading campaign', () => {
  it('gives a tier its points once; the same or a second key is answered the same prize', async () => {
    const s = 'trade-receive';
    await trade(s, 6_000);
    const { balance } = state(s).points;
    const first = await receive(s, 1, 'trade-key-1');
    expect(first).toMatchObject({
      code: '200',
      data: { prize: { activityId: CAMPAIGN, prizeName: '200 积分', prizeType: '02', status: '1' } },
    });
    expect(state(s).points.balance).toBe(balance + 200);
    expect(state(s).points.bill[0]).toMatchObject({ points: 200, title: '活动奖励：刷卡交易有礼第 1 档' });
    expect(await receive(s, 1, 'trade-key-1')).toEqual(first);
    expect(await receive(s, 1, 'trade-key-2')).toEqual(first);
    expect(state(s).points.balance).toBe(balance + 200);
    expect((await info(s)).levels?.map((l) => l.status)).toEqual(['2', '0', '0']);
    const { data } = await call(s, 'activityPrizeList', { activityId: CAMPAIGN }, NEW);
    expect(data.list.map((p) => p.prizeId)).toEqual([first.data.prize.prizeId]);
  });

  it('puts a coupon tier into the coupon wallet, once', async () => {
    const s = 'trade-coupon';
    await trade(s, 20_000);
    const held = state(s).wallet.length;
    const first = await receive(s, 2, 'trade-coupon-1');
    expect(first.data.prize).toMatchObject({ prizeName: '免费提现券', prizeType: '03' });
    await receive(s, 2, 'trade-coupon-2');
    expect(state(s).wallet).toHaveLength(held + 1);
    expect(state(s).wallet.at(-1)).toMatchObject({
      walletId: `W${first.data.prize.prizeId}`,
      name: '免费提现券',
    });
  });

  it('refuses a tier not reached with the card trades still missing, and gives nothing', async () => {
    const s = 'trade-short';
    await trade(s, 6_000);
    await trade(s, 50_000, '02');
    expect(await receive(s, 2, 'trade-short-1')).toEqual({
      code: '3005',
      msg: '尚未达标：已刷卡交易 6000.00 元，还差 14000.00 元',
      data: null,
    });
    expect((await info(s)).levels?.map((l) => l.status)).toEqual(['1', '0', '0']);
  });
});
