// The coupon wallet through the real gateway: each coupon's status worked out from its end time when
// read (the clock moving past the end expires it, with no job run), the unusable one's reason, the
// soonest-ending first; a coupon won in an activity lands in it (a bought one: ../pay/payment-side.test.ts).
import { endpoints } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, clock, control } = suite;

const mine = async (session: string, status?: 'unused' | 'used' | 'expired', scenario?: string) =>
  (await call(session, 'couponMine', status ? { status } : {}, scenario)).data;

describe('couponMine', () => {
  it('answers every state of the certified merchant, each tab ending soonest first', async () => {
    const all = await mine('tabs');
    expect(all.counts.unused).toBeGreaterThan(0);
    expect(all.counts.used).toBeGreaterThan(0);
    expect(all.counts.expired).toBeGreaterThan(0);
    for (const status of ['unused', 'used', 'expired'] as const) {
      const tab = await mine('tabs', status);
      expect(tab.list.length).toBe(all.counts[status]);
      expect(tab.list.every((c) => c.status === status)).toBe(true);
      const ends = tab.list.map((c) => c.endTime);
      expect(ends).toEqual([...ends].sort());
    }
  });

  it('says why a coupon cannot be used: used on a day, expired on a day, not yet valid', async () => {
    const used = (await mine('why', 'used')).list.find((c) => c.walletId === 'WFIX0001')!;
    expect(used.unusableReason).toBe(`已于 ${used.usedTime!.slice(0, 10)} 使用`);
    const expired = (await mine('why', 'expired')).list.find((c) => c.walletId === 'WFIX0002')!;
    expect(expired.unusableReason).toBe(`已于 ${expired.endTime.slice(0, 10)} 过期`);
    const unused = (await mine('why', 'unused')).list;
    const later = unused.find((c) => c.walletId === 'WFIX0004')!;
    expect(later).toMatchObject({ status: 'unused', source: 'memberRight', sourceName: '会员权益' });
    expect(later.unusableReason).toBe(`${later.startTime.slice(0, 16)} 起可用`);
    const soon = unused.find((c) => c.walletId === 'WFIX0003')!;
    expect(soon).toMatchObject({
      unusableReason: null,
      minAmount: 99,
      endTime: '2026-11-24 23:59:59',
      daysLeft: 2,
    });
    expect(unused[0]!.walletId).toBe('WFIX0003');
  });

  it('expires a coupon once the clock passes its end, with nothing run in between', async () => {
    const s = 'lapse';
    expect((await mine(s, 'unused')).list.map((c) => c.walletId)).toContain('WFIX0003');
    const at = clock.now;
    try {
      clock.now = Date.parse('2026-11-24T23:59:59+08:00');
      expect((await mine(s, 'unused')).list.map((c) => c.walletId)).toContain('WFIX0003');
      clock.now += 1000;
      const expired = (await mine(s, 'expired')).list.find((c) => c.walletId === 'WFIX0003');
      expect(expired).toMatchObject({ status: 'expired', unusableReason: '已于 2026-11-24 过期' });
    } finally {
      clock.now = at;
    }
  });

  it('is empty for a new merchant, and refuses a status it does not know', async () => {
    expect(await mine('fresh', undefined, 'new-merchant')).toEqual({
      list: [],
      counts: { unused: 0, used: 0, expired: 0 },
    });
    const bad = await suite.callOffContract('bad-status', 'couponMine', { status: 'lost' });
    expect(bad).toMatchObject({ code: '1001', data: null });
  });

  it('holds a coupon won in an activity (a ‘03’ prize), valid 30 days', async () => {
    const s = 'prize';
    await control('PUT', `/activities?session=${s}`, {
      activityId: 'A1001',
      drawsLeft: 1,
      stock: { L1: 0, L2: 0, L3: 0, L5: 0, L6: 0, L7: 0, L8: 0 },
    });
    const drawn = await callEndpoint(suite.sim, endpoints.activityDraw, {
      session: s,
      body: { activityId: 'A1001' },
    });
    const prize = (drawn.json as { data: { prize: { prizeId: string; prizeType: string } } }).data.prize;
    expect(prize.prizeType).toBe('03');
    const held = (await mine(s, 'unused')).list.find((c) => c.couponId === prize.prizeId);
    expect(held).toMatchObject({
      name: '免费提现券',
      source: 'prize',
      sourceName: '活动奖品：幸运摇奖机',
      startTime: '2026-11-22 10:00:00',
      endTime: '2026-12-21 23:59:59',
      status: 'unused',
    });
  });
});
