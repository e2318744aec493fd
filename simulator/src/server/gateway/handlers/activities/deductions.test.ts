// Fee deductions ('06') won in the trade refund-fee activity (A1007, earned by a trade of 100 yuan
// today), and how much of each the merchant's trades since have used (`Prize.used`); and the
// control route that takes a trade.
import type { PrizePoolEntry } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { clock, control } = suite;
const MINUTE = 60_000;

/** Every call as the new merchant, who has no trades and no prizes yet. */
const call: typeof suite.call = (session, name, body, scenario = 'new-merchant') =>
  suite.call(session, name, body, scenario);

async function newMerchant(session: string) {
  expect((await call(session, 'activityInfo', { activityId: 'A1007' })).code).toBe('200');
}

/** A successful trade now (扫码收款 at 0.38 %, 刷卡消费 at 0.6 %); the clock then moves a minute on. */
async function trade(session: string, amount: number, tradeType = '02') {
  const res = await control('POST', `/trades?session=${session}`, { amount, tradeType });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  clock.now += MINUTE;
  return res.body.trade as { fee: number; tranDt: string; amount: number };
}

/** Draws the `amount`-yuan deduction of A1007 (only it in stock, one draw left); the clock moves on. */
async function winDeduction(session: string, amount: number) {
  const { data } = await call(session, 'activityInfo', { activityId: 'A1007' });
  const stock = Object.fromEntries(
    data.prizes.map((p: PrizePoolEntry) => [p.poolId, p.amount === amount ? null : 0]),
  );
  await control('PUT', `/activities?session=${session}`, { activityId: 'A1007', stock, drawsLeft: 1 });
  const drawn = await call(session, 'activityDraw', { activityId: 'A1007' });
  expect(drawn.code, drawn.msg).toBe('200');
  clock.now += MINUTE;
  return drawn.data.prize!;
}

async function deductions(session: string) {
  const { data } = await call(session, 'activityPrizeList', { activityId: 'A1007' });
  return Object.fromEntries(data.list.map((p) => [p.prizeId, p.used]));
}

describe('the trade refund-fee activity', () => {
  it('has no draw until a trade of 100 yuan today, then one', async () => {
    const s = 'fee-chance';
    await newMerchant(s);
    const before = (await call(s, 'activityInfo', { activityId: 'A1007' })).data;
    expect(before).toMatchObject({ kind: 'tradeRefundFee', drawTimes: 0, remainingDraws: 0, status: '1' });
    expect(before.chanceSources).toEqual([
      { source: 'trade', chances: 1, text: '今日单笔收款满 100 元再得 1 次' },
    ]);
    await trade(s, 99.99);
    expect((await call(s, 'activityInfo', { activityId: 'A1007' })).data.remainingDraws).toBe(0);
    await trade(s, 100);
    expect((await call(s, 'activityInfo', { activityId: 'A1007' })).data.remainingDraws).toBe(1);
    const drawn = await call(s, 'activityDraw', { activityId: 'A1007' });
    expect(drawn.data.prize).toMatchObject({ prizeType: '06', status: '1' });
    expect(drawn.data.remainingDraws).toBe(0);
    expect((await call(s, 'activityDraw', { activityId: 'A1007' })).code).not.toBe('200');
  });
});

describe('Prize.used of a fee deduction', () => {
  it('is 0 without a trade after it; a trade before it does not count', async () => {
    const s = 'fee-unused';
    await newMerchant(s);
    expect((await trade(s, 500)).fee).toBe(1.9);
    const prize = await winDeduction(s, 2);
    expect(await deductions(s)).toEqual({ [prize.prizeId]: 0 });
  });

  it('takes the fees of the trades after it, up to its amount', async () => {
    const s = 'fee-used';
    await newMerchant(s);
    const prize = await winDeduction(s, 2);
    expect((await trade(s, 100)).fee).toBe(0.38);
    expect(await deductions(s)).toEqual({ [prize.prizeId]: 0.38 });
    expect((await trade(s, 100, '01')).fee).toBe(0.6);
    expect(await deductions(s)).toEqual({ [prize.prizeId]: 0.98 });
    await trade(s, 1000, '01');
    expect(await deductions(s)).toEqual({ [prize.prizeId]: 2 });
    // Not in the trade list: a failed or refunded trade has no fee, and the list is of all activities too.
    const all = (await call(s, 'activityPrizeList')).data.list;
    expect(all.find((p) => p.prizeId === prize.prizeId)?.used).toBe(2);
  });

  it('uses the oldest deduction first, a trade’s fee running on into the next', async () => {
    const s = 'fee-oldest-first';
    await newMerchant(s);
    const first = await winDeduction(s, 1);
    const second = await winDeduction(s, 5);
    await trade(s, 100, '01'); // 0.60
    expect(await deductions(s)).toEqual({ [first.prizeId]: 0.6, [second.prizeId]: 0 });
    await trade(s, 200, '01'); // 1.20: 0.40 to the first, 0.80 to the second
    expect(await deductions(s)).toEqual({ [first.prizeId]: 1, [second.prizeId]: 0.8 });
  });

  it('is left out of every other kind of prize', async () => {
    const s = 'fee-other-kinds';
    const { data } = await call(s, 'activityPrizeList', {}, 'certified');
    expect(data.list.length).toBeGreaterThan(0);
    for (const p of data.list) expect(p.used === undefined).toBe(p.prizeType !== '06');
  });
});

describe('POST /__sim/trades', () => {
  it('adds a successful trade now, newest first in the records', async () => {
    const s = 'fee-trade-control';
    await newMerchant(s);
    const made = await trade(s, 123.45);
    expect(made).toMatchObject({ amount: 123.45, fee: 0.47, status: '00', tradeType: '02' });
    const { data } = await call(s, 'transactionRecordList', {
      startDate: made.tranDt,
      endDate: made.tranDt,
      pageNum: 1,
      pageSize: 10,
    });
    expect(data.list[0]).toEqual(made);
  });

  it('refuses an amount that is not yuan, or a trade type that is not a sale', async () => {
    const s = 'fee-trade-refused';
    await newMerchant(s);
    for (const body of [
      { amount: 0 },
      { amount: '100' },
      { amount: 1.005 },
      { amount: 100, tradeType: '04' },
    ]) {
      const res = await control('POST', `/trades?session=${s}`, body);
      expect(res.status).toBe(400);
    }
  });
});
