// The member rights claimed as coupons through the real gateway: each right with its cycle and
// state, claimed once per cycle (the server refuses a second claim and says when the next cycle
// starts), claimable again in the next month (Asia/Shanghai), refused to a non-member and a lapsed
// member, and what a claim gives lands in the coupon wallet.
import { endpoints } from '@merchant-h5/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../state/clock';
import { callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, clock } = suite;
const start = clock.now; // 2026-11-22 10:00 China time
afterEach(() => {
  clock.now = start;
});

const rights = async (s: string, scenario = 'paid-member') =>
  (await call(s, 'payMemberCouponRights', {}, scenario)).data;
const right = async (s: string, id: string, scenario = 'paid-member') =>
  (await rights(s, scenario)).list.find((r) => r.rightId === id);
const receive = (
  s: string,
  rightId: 'monthlyPackage' | 'eightFoldVoucher' | 'membersPackage',
  key: string,
  scenario = 'paid-member',
) =>
  callEndpoint(suite.sim, endpoints.payMemberRightReceive, {
    session: s,
    scenario,
    body: { rightId },
    headers: { 'Idempotency-Key': key },
  }).then((res) => res.json!);
const walletNames = async (s: string, scenario = 'paid-member') =>
  (await call(s, 'couponMine', {}, scenario)).data.list
    .filter((c) => c.source === 'memberRight' && c.sourceName.startsWith('会员权益：'))
    .map((c) => c.name);

describe('payMemberCouponRights', () => {
  it('answers the three rights with contents, cycle and state for a member', async () => {
    const data = await rights('rights-read');
    expect(data).toMatchObject({ vipStatus: '1', memberState: 'member', today: '20261122' });
    expect(data.list.map((r) => [r.rightId, r.cycle, r.state])).toEqual([
      ['monthlyPackage', 'month', 'claimable'],
      ['eightFoldVoucher', 'memberYear', 'claimable'],
      ['membersPackage', 'memberYear', 'claimable'],
    ]);
    expect(data.list[0]).toMatchObject({ cycleStart: '20261101', nextCycleStart: '20261201', reason: '' });
    expect(data.list[0]?.items[0]).toMatchObject({ couponId: 'Q004', name: '月度专享礼包', quantity: 1 });
    expect(data.list[2]?.items).toHaveLength(2);
  });

  it('tells a merchant who is not a member what the rights would give and why not now', async () => {
    const data = await rights('rights-none', 'certified');
    expect(data.memberState).toBe('none');
    expect(data.list.every((r) => r.state === 'notMember' && r.items.length > 0)).toBe(true);
    expect(data.list[0]?.reason).toBe('开通付费会员后可领取');
  });
});

describe('payMemberRightReceive', () => {
  it('claims once per month; a new key in the month is refused with the next cycle, next month it is claimable again', async () => {
    const s = 'rights-monthly';
    await rights(s);
    const first = await receive(s, 'monthlyPackage', 'k1');
    expect(first.code).toBe('200');
    expect(first.data).toMatchObject({ rightId: 'monthlyPackage', nextCycleStart: '20261201' });
    expect(await right(s, 'monthlyPackage')).toMatchObject({
      state: 'claimed',
      claimedAt: '2026-11-22 10:00:00',
    });

    const again = await receive(s, 'monthlyPackage', 'k2');
    expect(again.code).toBe('3007');
    expect(again.msg).toBe('本月已领取，下个周期 2026-12-01 起可领取');
    expect(await walletNames(s)).toEqual(['月度专享礼包']);
    const home = (await call(s, 'memberBaseInfo', {}, 'paid-member')).data;
    expect(home.privileges.find((p) => p.key === 'monthlyPackage')?.now).toBe(
      '本月已领取，下个周期 2026-12-01 起可领取',
    );

    clock.now = start + 8 * DAY_MS; // 2026-11-30: still November
    expect((await receive(s, 'monthlyPackage', 'k3')).code).toBe('3007');
    clock.now = start + 9 * DAY_MS; // 2026-12-01 in Shanghai
    expect(await right(s, 'monthlyPackage')).toMatchObject({ state: 'claimable', cycleStart: '20261201' });
    expect((await receive(s, 'monthlyPackage', 'k4')).code).toBe('200');
    expect(await walletNames(s)).toHaveLength(2);
  });

  it('the same Idempotency-Key twice at once claims once and answers the same', async () => {
    const s = 'rights-double';
    await rights(s);
    const [a, b] = await Promise.all([
      receive(s, 'monthlyPackage', 'same'),
      receive(s, 'monthlyPackage', 'same'),
    ]);
    expect(a.code).toBe('200');
    expect(b).toEqual(a);
    expect(await walletNames(s)).toEqual(['月度专享礼包']);
  });

  it('a yearly right is claimed once in the membership year and puts every coupon of the package in the wallet', async () => {
    const s = 'rights-year';
    await rights(s);
    expect((await receive(s, 'membersPackage', 'y1')).data.walletIds).toHaveLength(2);
    clock.now = start + 40 * DAY_MS; // next month, same membership year
    const again = await receive(s, 'membersPackage', 'y2');
    expect(again.code).toBe('3007');
    expect(again.msg).toContain('本会员年度已领取');
    expect(await walletNames(s)).toHaveLength(2);
  });

  it('refuses a merchant who is not a member, and a lapsed one, and puts nothing in the wallet', async () => {
    const none = 'rights-refused';
    await rights(none, 'certified');
    const refused = await receive(none, 'monthlyPackage', 'n1', 'certified');
    expect(refused).toMatchObject({ code: '3005', msg: '开通付费会员后可领取' });
    expect(await walletNames(none, 'certified')).toEqual([]);

    const lapsed = 'rights-lapsed';
    await rights(lapsed);
    clock.now = start + 400 * DAY_MS;
    expect(await receive(lapsed, 'eightFoldVoucher', 'l1')).toMatchObject({
      code: '3005',
      msg: '会员已过期，续费后可领取',
    });
  });
});
