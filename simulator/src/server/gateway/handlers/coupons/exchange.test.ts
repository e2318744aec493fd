// Exchange codes through the real gateway: a code gives its coupon or package once, into the wallet;
// a wrong, a used and an expired code each get their own code and words; the fifth wrong code in
// ten minutes shuts the exchange for fifteen on the simulator clock; the same Idempotency-Key
// exchanges once.
import { endpoints } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, clock } = suite;

const exchange = (session: string, code: string) => call(session, 'couponPackageExchange', { code });
const unused = async (session: string) => (await call(session, 'couponMine', { status: 'unused' })).data;

describe('couponPackageExchange', () => {
  it('gives a coupon code’s coupon once, into the wallet and the buy history', async () => {
    const s = 'coupon-code';
    const before = (await unused(s)).counts.unused;
    const done = await exchange(s, 'sim2026a');
    expect(done.code).toBe('200');
    expect(done.data).toMatchObject({ code: 'SIM2026A', kind: 'coupon', name: '费率减免券（30 天）' });
    expect(done.data.coupons).toHaveLength(1);
    expect(done.data.coupons[0]).toMatchObject({ couponId: 'Q001', source: 'exchanged', status: 'unused' });
    const wallet = await unused(s);
    expect(wallet.counts.unused).toBe(before + 1);
    expect(wallet.list.map((c) => c.walletId)).toContain(done.data.coupons[0]!.walletId);
    const history = (await call(s, 'couponBuyHistory', { pageNum: 1, pageSize: 10 })).data;
    expect(history.list[0]).toMatchObject({
      orderNo: done.data.order.orderNo,
      amount: 0,
      statusName: '兑换成功',
    });

    const again = await exchange(s, 'SIM2026A');
    expect(again).toMatchObject({ code: '3202', data: null });
    expect(again.msg).toBe('该兑换码已于 2026-11-22 10:00 兑换过，不能再次使用');
    expect((await unused(s)).counts.unused).toBe(before + 1);
  });

  it('gives a package code’s coupons, each into the wallet', async () => {
    const s = 'package-code';
    const done = await exchange(s, 'PKG2026A');
    expect(done.data).toMatchObject({ kind: 'package', name: '月度专享礼包' });
    expect(done.data.coupons.map((c) => c.couponId)).toEqual(['Q001', 'Q002', 'Q006']);
  });

  it('refuses a wrong, a used and an expired code, each with its own code and words', async () => {
    const s = 'refusals';
    expect(await exchange(s, 'NOPE0000')).toMatchObject({
      code: '3201',
      msg: '兑换码不存在，请核对后重新输入（还可尝试 4 次）',
    });
    expect(await exchange(s, 'USED2026')).toMatchObject({
      code: '3202',
      msg: '该兑换码已于 2026-11-12 01:00 兑换过，不能再次使用',
    });
    expect(await exchange(s, 'OLD2025A')).toMatchObject({
      code: '3203',
      msg: '该兑换码已于 2026-11-01 过期',
    });
    expect(await exchange(s, 'AB12')).toMatchObject({
      code: '1001',
      msg: '参数错误：兑换码应为 8 位字母或数字',
    });
  });

  it('slows wrong codes down: the fifth in ten minutes shuts it for fifteen, a right code too', async () => {
    const s = 'slow-down';
    const at = clock.now;
    try {
      for (let i = 1; i <= 4; i++) {
        expect((await exchange(s, `WRONG00${i}`)).code).toBe('3201');
        clock.now += 60_000;
      }
      const fifth = await exchange(s, 'WRONG005');
      expect(fifth).toMatchObject({ code: '3204', msg: '兑换码错误次数过多，请于 10:19 后再试' });
      clock.now += 10 * 60_000;
      expect(await exchange(s, 'SIM2026A')).toMatchObject({
        code: '3204',
        msg: '兑换码错误次数过多，请于 10:19 后再试',
      });
      clock.now = at + 4 * 60_000 + 15 * 60_000;
      expect((await exchange(s, 'SIM2026A')).code).toBe('200');
      expect((await exchange(s, 'WRONG006')).msg).toContain('还可尝试 4 次');
    } finally {
      clock.now = at;
    }
  });

  it('forgets wrong codes older than ten minutes', async () => {
    const s = 'window';
    const at = clock.now;
    try {
      for (let i = 1; i <= 4; i++) await exchange(s, `WRONG00${i}`);
      clock.now += 10 * 60_000;
      expect(await exchange(s, 'WRONG005')).toMatchObject({ code: '3201' });
      expect((await exchange(s, 'WRONG006')).msg).toContain('还可尝试 3 次');
    } finally {
      clock.now = at;
    }
  });

  it('exchanges once for a double tap with the same Idempotency-Key', async () => {
    const s = 'double-tap';
    const before = (await unused(s)).counts.unused;
    const tap = () =>
      callEndpoint(suite.sim, endpoints.couponPackageExchange, {
        session: s,
        body: { code: 'SIM2026A' },
        headers: { 'Idempotency-Key': 'exchange-once-1' },
      });
    const [first, second] = await Promise.all([tap(), tap()]);
    expect(first.json).toEqual(second.json);
    expect((first.json as { code: string }).code).toBe('200');
    expect((await unused(s)).counts.unused).toBe(before + 1);
  });
});
