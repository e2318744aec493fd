// What a draw hands out, the prize list and claiming goods with a delivery address; and the control
// route QA puts an activity's state with.
import { endpoints, type PrizePoolEntry } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import type { ActivitiesAnswer } from '../../../../shared/control-api/features';
import { DAY_MS } from '../../../state/clock';
import { TODAY, callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, control } = suite;

/** Makes `prizeName` the only entry of A1001 in stock, with draws to spare, and draws it. */
async function win(session: string, prizeName: string) {
  const { data: lottery } = await call(session, 'activityInfo', { activityId: 'A1001' });
  const stock = Object.fromEntries(
    lottery.prizes.map((p: PrizePoolEntry) => [p.poolId, p.prizeName === prizeName ? null : 0]),
  );
  await control('PUT', `/activities?session=${session}`, { activityId: 'A1001', stock, drawsLeft: 5 });
  const drawn = await call(session, 'activityDraw', { activityId: 'A1001' });
  expect(drawn.code, drawn.msg).toBe('200');
  return drawn.data;
}

describe('what a draw hands out', () => {
  it('points land in the points bill at once', async () => {
    const s = 'award-points';
    const before = (await call(s, 'integralHome')).data.balance;
    const drawn = await win(s, '100 积分');
    expect(drawn.prize).toMatchObject({ prizeType: '02', amount: 100, status: '1', statusName: '已发放' });
    expect((await call(s, 'integralHome')).data.balance).toBe(before + 100);
    expect((await call(s, 'integralBill')).data.list[0]).toMatchObject({
      title: '活动奖励：幸运摇奖机',
      points: 100,
    });
  });

  it('red packs, coupons and fee deductions are issued; goods wait 7 days for an address', async () => {
    const s = 'award-kinds';
    for (const name of ['1 元现金红包', '免费提现券', '手续费抵扣 2 元'])
      expect((await win(s, name)).prize).toMatchObject({ status: '1', claimDeadline: '', address: null });
    expect((await win(s, '收款音箱')).prize).toMatchObject({
      prizeType: '04',
      status: '2',
      statusName: '待领取',
      claimDeadline: '2026-11-29',
      address: null,
    });
    const misses = await win(s, '谢谢参与');
    expect(misses).toMatchObject({ prize: null, poolId: expect.any(String), recordId: expect.any(String) });
  });

  it('the prize list is newest first, of one activity when named', async () => {
    const s = 'prize-list';
    const generated = (await call(s, 'activityPrizeList')).data;
    const drawn = await win(s, '1 元现金红包');
    const all = (await call(s, 'activityPrizeList')).data;
    expect(all.total).toBe(generated.total + 1);
    expect(all.list[0]).toEqual(drawn.prize);
    const times = all.list.map((p) => p.time);
    expect(times).toEqual([...times].sort().reverse());
    const lottery = (await call(s, 'activityPrizeList', { activityId: 'A1001' })).data.list;
    expect(lottery.every((p) => p.activityId === 'A1001')).toBe(true);
    expect(lottery).toContainEqual(drawn.prize);
  });
});

describe('activityPrizeClaim', () => {
  it('sends goods to one of the merchant’s addresses; a retry answers the claimed prize again', async () => {
    const s = 'claim-ok';
    const { prize } = await win(s, '收款音箱');
    const { data: book } = await call(s, 'integralEditAddress', {
      name: '李娜',
      phone: '13900139000',
      province: '上海市',
      city: '上海市',
      area: '静安区',
      detail: '南京西路 1 号',
    });
    const claimed = await call(s, 'activityPrizeClaim', {
      prizeId: prize!.prizeId,
      addressId: book.address.addressId,
    });
    expect(claimed.data.prize).toMatchObject({ status: '3', statusName: '已领取', address: book.address });
    const again = await call(s, 'activityPrizeClaim', { prizeId: prize!.prizeId, addressId: 'AD0001' });
    expect(again).toEqual(claimed);
    const listed = (await call(s, 'activityPrizeList', { activityId: 'A1001' })).data.list[0];
    expect(listed).toEqual(claimed.data.prize);
  });

  it('the same Idempotency-Key claims once and answers the same', async () => {
    const s = 'claim-key';
    const { prize } = await win(s, '收款音箱');
    const send = () =>
      callEndpoint(suite.sim, endpoints.activityPrizeClaim, {
        session: s,
        body: { prizeId: prize!.prizeId, addressId: 'AD0001' },
        headers: { 'Idempotency-Key': '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.json).toMatchObject({ code: '200', data: { prize: { status: '3' } } });
    expect(second.text).toBe(first.text);
  });

  it('refuses an unknown prize, another merchant’s, one that is not goods, an unknown address', async () => {
    const s = 'claim-refused';
    const { prize: goods } = await win(s, '收款音箱');
    const { prize: redPack } = await win(s, '1 元现金红包');
    expect(await call(s, 'activityPrizeClaim', { prizeId: 'PZ-NONE', addressId: 'AD0001' })).toEqual({
      code: '1004',
      msg: '记录不存在：奖品 PZ-NONE',
      data: null,
    });
    // Another merchant's prize is unknown here: the same answer as any unknown id, so none is probed.
    // (Each session mints its own ids: take one the other session minted past this one's.)
    for (let i = 0; i < 3; i++) await win('claim-other', '收款音箱');
    const theirs = (await call('claim-other', 'activityPrizeList')).data.list[0]!;
    const mine = (await call(s, 'activityPrizeList')).data.list;
    expect(mine.some((p) => p.prizeId === theirs.prizeId)).toBe(false);
    expect(
      await call(s, 'activityPrizeClaim', { prizeId: theirs.prizeId, addressId: 'AD0001' }),
    ).toMatchObject({
      code: '1004',
    });
    expect(await call(s, 'activityPrizeClaim', { prizeId: redPack!.prizeId, addressId: 'AD0001' })).toEqual({
      code: '3005',
      msg: '该奖品已直接发放，无需领取',
      data: null,
    });
    expect(await call(s, 'activityPrizeClaim', { prizeId: goods!.prizeId, addressId: 'AD9999' })).toEqual({
      code: '1004',
      msg: '记录不存在：收货地址 AD9999',
      data: null,
    });
    expect(
      (await call(s, 'activityPrizeList')).data.list.find((p) => p.prizeId === goods!.prizeId)?.status,
    ).toBe('2');
  });

  it('goods not claimed by their last day read as expired and are refused', async () => {
    const s = 'claim-expired';
    const { prize } = await win(s, '收款音箱');
    suite.clock.now = TODAY + 7 * DAY_MS;
    try {
      expect((await call(s, 'activityPrizeList')).data.list[0]).toMatchObject({ status: '2' });
      suite.clock.now = TODAY + 8 * DAY_MS;
      expect((await call(s, 'activityPrizeList')).data.list[0]).toMatchObject({
        prizeId: prize!.prizeId,
        status: '4',
        statusName: '已过期',
      });
      expect(await call(s, 'activityPrizeClaim', { prizeId: prize!.prizeId, addressId: 'AD0001' })).toEqual({
        code: '3005',
        msg: '奖品已过期：领取截止 2026-11-29',
        data: null,
      });
    } finally {
      suite.clock.now = TODAY;
    }
  });
});

describe('GET|PUT /__sim/activities', () => {
  const summary = async (s: string) =>
    ((await control('GET', `/activities?session=${s}`)).body as unknown as ActivitiesAnswer).activities;

  it('shows every activity; one running, one not started and one ended in each scenario', async () => {
    for (const scenario of ['new-merchant', 'certified', 'paid-member'] as const) {
      const s = `ctl-${scenario}`;
      await control('PUT', `/scenario?session=${s}`, { scenario });
      const statuses = (await summary(s)).map((a) => a.status);
      expect(statuses).toContain('running');
      expect(statuses).toContain('notStarted');
      expect(statuses).toContain('ended');
    }
    const a1001 = (await summary('ctl-certified')).find((a) => a.activityId === 'A1001');
    expect(a1001).toMatchObject({
      kind: 'lotteryMachine',
      status: 'running',
      eligible: true,
      missesInRow: 0,
    });
    expect(Object.keys(a1001!.stock)).toHaveLength(8);
    expect(a1001!.stock.L7).toBe(3);
  });

  it('puts an activity ended, not started or running, its stock and draws left; reset puts the scenario back', async () => {
    const s = 'ctl-put';
    const info = async () => (await call(s, 'activityInfo', { activityId: 'A1001' })).data;
    await control('PUT', `/activities?session=${s}`, { activityId: 'A1001', status: 'ended' });
    expect(await info()).toMatchObject({ status: '2', endDate: '20261121' });
    await control('PUT', `/activities?session=${s}`, { activityId: 'A1001', status: 'notStarted' });
    expect(await info()).toMatchObject({ status: '0', startDate: '20261123' });
    const put = await control('PUT', `/activities?session=${s}`, {
      activityId: 'A1001',
      status: 'running',
      stock: { L7: 0, L1: 9 },
      drawsLeft: 7,
    });
    const a1001 = (put.body as unknown as ActivitiesAnswer).activities.find((a) => a.activityId === 'A1001')!;
    expect(a1001).toMatchObject({ status: 'running', drawsLeft: 7, stock: { L7: 0, L1: 9 } });
    expect(await info()).toMatchObject({ status: '1', remainingDraws: 7 });

    await control('POST', `/reset?session=${s}`);
    expect((await summary(s)).find((a) => a.activityId === 'A1001')).toMatchObject({
      status: 'running',
      stock: { L7: 3, L1: null },
    });
  });

  it('refuses an unknown activity or entry, a bad stock, status or draws left, changing nothing', async () => {
    const s = 'ctl-bad';
    const put = (body: unknown) => control('PUT', `/activities?session=${s}`, body);
    expect(await put({ activityId: 'A9999' })).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
    expect(await put({ stock: {} })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_activity' } },
    });
    for (const stock of [{ L9: 1 }, { L1: -1 }, { L1: 1.5 }, { L1: '3' }, [1]])
      expect((await put({ activityId: 'A1001', stock, drawsLeft: 9 })).body).toMatchObject({
        error: { code: 'invalid_stock' },
      });
    expect((await put({ activityId: 'A1001', status: 'paused' })).body).toMatchObject({
      error: { code: 'invalid_status' },
    });
    for (const drawsLeft of [-1, 2.5, '3', 100_001])
      expect((await put({ activityId: 'A1001', drawsLeft })).body).toMatchObject({
        error: { code: 'invalid_draws_left' },
      });
    expect((await summary(s)).find((a) => a.activityId === 'A1001')).toMatchObject({
      drawsLeft: expect.any(Number),
      stock: { L1: null, L7: 3 },
    });
  });
});
