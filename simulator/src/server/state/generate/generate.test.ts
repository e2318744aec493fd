// Scenario data is deterministic (seed + simulator day) and has what each scenario promises.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../context';
import { TODAY } from '../../gateway/testing/harness';
import { DAY_MS, ymd } from '../clock';
import { loadCatalog } from '../catalog';
import { scenarioDefinitions } from '../scenarios';
import { generateMerchantState } from './index';

const config = loadConfig();
const defs = scenarioDefinitions(config.fixturesDir);
const catalog = loadCatalog(config.fixturesDir);
const certified = generateMerchantState(defs.certified, catalog, TODAY);

describe('scenario generation', () => {
  it('is deterministic: same seed and day, same data to the byte', () => {
    expect(JSON.stringify(generateMerchantState(defs.certified, catalog, TODAY))).toBe(
      JSON.stringify(certified),
    );
    expect(certified.transactions).toHaveLength(1339);
    expect(certified.transactions[0]).toEqual({
      uuid: 'T20261122001339',
      tranDt: '20261122',
      tranTime: '082236',
      amount: 18.4,
      fee: 0.07,
      tradeType: '02',
      tradeTypeName: '扫码收款',
      status: '00',
      statusName: '交易成功',
      cardNo: '',
      payWay: '支付宝',
      orderNo: 'O20261122001339',
    });
    expect(certified.withdrawals).toHaveLength(83);
  });

  it('certified: ≥ 1,000 trades over the 90 days before today, none after the clock', () => {
    const start = ymd(TODAY - 90 * DAY_MS);
    const before = certified.transactions.filter((t) => t.tranDt >= start && t.tranDt < '20261122');
    expect(before.length).toBeGreaterThanOrEqual(1000);
    expect(certified.transactions.every((t) => `${t.tranDt}${t.tranTime}` <= '20261122100000')).toBe(true);
    const months = new Set(certified.transactions.map((t) => t.tranDt.slice(0, 6)));
    expect(months.size).toBeGreaterThanOrEqual(3);
    expect(certified.transactions.every((t) => t.cardNo === '' || /^\d{6}\*+\d{4}$/.test(t.cardNo))).toBe(
      true,
    );
  });

  it('certified: points bill adds up to the balance and never goes below zero', () => {
    const bill = [...certified.points.bill].reverse();
    let balance = 0;
    for (const e of bill) {
      balance += e.points;
      expect(e.balanceAfter).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    expect(balance).toBe(5680);
    expect(certified.integralOrders.length).toBe(bill.filter((e) => e.title.startsWith('积分兑换：')).length);
  });

  it('certified: the sign-in calendar and the points bill agree, day for day', () => {
    const signedInBill = certified.points.bill.filter((e) => e.title === '每日签到');
    expect(certified.signIn.days).toHaveLength(5);
    expect(signedInBill.map((e) => e.date).sort()).toEqual(certified.signIn.days);
    expect(signedInBill.every((e) => e.points === 10)).toBe(true);
    expect(certified.points.bill).toHaveLength(60);
  });

  it('certified has the rich history the issue lists', () => {
    expect(certified.messages.filter((m) => !m.read)).toHaveLength(7);
    expect(certified.couponOrders.length).toBeGreaterThan(0);
    expect(certified.tasks.length).toBeGreaterThan(0);
    expect(certified.devices).toHaveLength(2);
    expect(certified.deviceApplications.map((a) => a.kind)).toEqual(['apply', 'replace', 'cooperate', 'jwb']);
    expect(certified.prizes.length).toBeGreaterThan(0);
    expect(certified.abnormal).toHaveLength(3);
    expect(certified.certification.status).toBe('passed');
  });

  it('new merchant: not certified, no device, no trades, a few points', () => {
    const s = generateMerchantState(defs['new-merchant'], catalog, TODAY);
    expect(s.certification.status).toBe('none');
    expect(s.realName.status).toBe('none');
    expect(s.devices).toHaveLength(0);
    expect(s.transactions).toHaveLength(0);
    expect(s.points.balance).toBe(100);
    expect(s.cards).toHaveLength(0);
  });

  it('paid member: the certified history plus an active membership', () => {
    const s = generateMerchantState(defs['paid-member'], catalog, TODAY);
    expect(s.transactions).toEqual(certified.transactions);
    expect(s.member).toMatchObject({ vipStatus: '1', openDate: '20261013', expireDate: '20271013' });
    expect(certified.member.vipStatus).toBe('0');
  });

  it('follows the simulator clock: another day, history ending that day', () => {
    const later = generateMerchantState(defs.certified, catalog, TODAY + 10 * DAY_MS);
    expect(later.generatedFor).toBe('20261202');
    expect(later.transactions[0]!.tranDt).toBe('20261202');
  });
});

describe('activities and prizes', () => {
  it('won before today, never a miss, only where the merchant may take part; goods from yesterday to claim', () => {
    const byId = new Map(certified.activities.map((a) => [a.activityId, a]));
    for (const p of certified.prizes) {
      const activity = byId.get(p.activityId)!;
      expect(p.prizeType).not.toBe('00');
      expect(['all', 'certified']).toContain(activity.audience);
      expect(p.time.slice(0, 10).replaceAll('-', '') >= activity.startDate).toBe(true);
      expect(p.time < '2026-11-22').toBe(true);
      expect(p.status === '2' || p.status === '1' || p.status === '3').toBe(true);
    }
    expect(certified.prizes.find((p) => p.status === '2')).toMatchObject({
      prizeType: '04',
      claimDeadline: '2026-11-28',
      address: null,
    });
    expect(generateMerchantState(defs['new-merchant'], catalog, TODAY).prizes).toEqual([]);
  });

  it('positions every pool entry by its place in the catalogue; the lottery machine’s grid has 8 with misses', () => {
    for (const a of certified.activities)
      expect(a.prizes.map((p) => p.position)).toEqual(a.prizes.map((_, i) => i));
    const lottery = certified.activities.find((a) => a.activityId === 'A1001')!;
    expect(lottery.prizes).toHaveLength(8);
    expect(lottery.prizes.filter((p) => p.prizeType === '00').length).toBeGreaterThan(0);
  });
});
