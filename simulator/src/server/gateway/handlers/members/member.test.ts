// The membership as the member home reads it (memberBaseInfo) through the real gateway: its state
// against the server's today, what the fee reduction saved this month, and each privilege's `now`.
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS, ymd } from '../../../state/clock';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, clock, control } = suite;
const start = clock.now;
afterEach(() => {
  clock.now = start;
});

const info = async (s: string, scenario: string) => (await call(s, 'memberBaseInfo', {}, scenario)).data;

describe('memberBaseInfo', () => {
  it('a paid member is a member until the expiry day, included, and lapsed the day after', async () => {
    const s = 'member-dates';
    const now = await info(s, 'paid-member');
    expect(now).toMatchObject({
      memberState: 'member',
      vipStatus: '1',
      vipStatusName: '付费会员',
      buyHint: '',
    });
    expect(now.today).toBe(ymd(start));
    expect(now.expireDate).toBe(ymd(start + 325 * DAY_MS));

    clock.now = start + 325 * DAY_MS;
    expect((await info(s, 'paid-member')).memberState).toBe('member');

    clock.now = start + 326 * DAY_MS;
    const lapsed = await info(s, 'paid-member');
    expect(lapsed).toMatchObject({
      memberState: 'lapsed',
      vipStatus: '0',
      vipStatusName: '已过期',
      savedAmount: 0,
    });
    expect(lapsed.buyHint).toContain('续费');
    expect(lapsed.privileges[0]?.now).toMatch(/^开通会员后可享/);
  });

  it('a merchant who never opened it is not a member and is told how to become one', async () => {
    const data = await info('member-none', 'certified');
    expect(data).toMatchObject({ memberState: 'none', vipStatus: '0', expireDate: null, savedAmount: 0 });
    expect(data.buyHint).toContain('开通');
    expect(data.buyHint).toContain('99 元/年');
  });

  it("counts this month's successful trades × 0.05% as saved, to the fen", async () => {
    const s = 'member-saved';
    const before = await info(s, 'paid-member');
    expect(before.feeReduction).toBe(0.0005);
    expect(before.savedSince).toBe(`${ymd(start).slice(0, 6)}01`);
    const res = await control('POST', `/trades?session=${s}`, { amount: 12_345.67 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await info(s, 'paid-member');
    expect(Math.round((after.savedAmount - before.savedAmount) * 100)).toBe(617); // 6.17 yuan
  });

  it("tells a member what each privilege gives now: the birthday's points, replacements left", async () => {
    const data = await info('member-now', 'paid-member');
    const byKey = new Map(data.privileges.map((p) => [p.key, p]));
    expect(byKey.get('birthday')?.now).toMatch(/生日当月可领 500 积分|本年度生日礼已领取/);
    const replacement = byKey.get('freeReplacement');
    expect(replacement?.now).toBe(`剩余 ${replacement!.total - replacement!.used} 次免费换机`);
    expect(byKey.get('integral')?.now).toContain('2 倍');
    expect(data.privileges.every((p) => p.icon && p.usage && p.rules)).toBe(true);
    expect(data.faqs.length).toBeGreaterThan(0);
  });

  it('lists the cycle tasks to a member only', async () => {
    const member = (await call('member-tasks', 'memberBaseCycleTasks', {}, 'paid-member')).data;
    expect(member.list.map((t) => t.taskId)).toEqual(['M01', 'M02']);
    expect((await call('member-tasks-none', 'memberBaseCycleTasks', {}, 'certified')).data).toEqual({
      vipStatus: '0',
      list: [],
    });
  });
});
