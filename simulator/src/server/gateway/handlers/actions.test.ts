// Actions change the session's state until reset: sign-in, exchange, device application and
// urging, messages read, coupons bought, card bound, abnormal trade recovery.
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../state/clock';
import { getSession, resetSession, sessionState } from '../../state/session';
import { TODAY } from '../testing/harness';
import { simulatorSuite } from '../testing/suite';

const suite = simulatorSuite({ certificationAuditMs: 30_000 });
const { clock, call } = suite;

describe('daily sign-in', () => {
  it('adds points once per day; a second sign-in the same day is 3001 今日已签到', async () => {
    clock.now = TODAY;
    const s = 'act-sign';
    const before = (await call(s, 'integralHome')).data.balance;
    const first = await call(s, 'activitySignInDo');
    expect(first.code).toBe('200');
    expect(first.data).toEqual({ points: 10, balance: before + 10, continuousDays: 6 });
    expect(await call(s, 'activitySignInDo')).toEqual({ code: '3001', msg: '今日已签到', data: null });
    const bill = await call(s, 'integralBill', {
      pageSize: 1,
    });
    expect(bill.data.list[0]).toMatchObject({ title: '每日签到', points: 10 });
    clock.now = TODAY + DAY_MS;
    expect((await call(s, 'activitySignInDo')).code).toBe('200');
    expect((await call(s, 'activitySignInStatus')).data).toMatchObject({
      continuousDays: 7,
      signedToday: true,
    });
    clock.now = TODAY;
  });
});

describe('points exchange', () => {
  it('spends points, creates an order in the order list and a bill entry; not enough points is refused', async () => {
    const s = 'act-exchange';
    const result = await call(s, 'integralExchange', { commodityId: 'C003' });
    expect(result.code).toBe('200');
    expect(result.data.balance).toBe(5680 - 3000);
    expect(result.data.order).toMatchObject({ points: 3000, statusName: '待发货' });
    const orders = await call(s, 'integralOrder');
    expect(orders.data.list[0]!.orderNo).toBe(result.data.order.orderNo);
    const bill = await call(s, 'integralBill', { type: '02', pageSize: 1 });
    expect(bill.data.list[0]).toMatchObject({ title: '积分兑换：收款音箱', points: -3000, type: '02' });
    const poor = await call(s, 'integralExchange', { commodityId: 'C008' });
    expect(poor.code).toBe('3002');
    expect(poor.msg).toContain('积分不足');
    expect((await call(s, 'integralExchange', { commodityId: 'C009' })).code).toBe('3003');
  });

  it('a new merchant has no address for physical goods', async () => {
    const s = 'act-exchange-new';
    expect((await call(s, 'integralExchange', { commodityId: 'C004' }, 'new-merchant')).code).toBe('3002');
    sessionState(suite.sim.ctx, getSession(suite.sim.ctx, s)).points.balance = 5000;
    const res = await call(s, 'integralExchange', { commodityId: 'C004' }, 'new-merchant');
    expect(res).toMatchObject({ code: '1001', msg: expect.stringContaining('请先填写收货地址') });
    await call(
      s,
      'integralEditAddress',
      {
        name: '李娜',
        phone: '13900139077',
        province: '上海市',
        city: '上海市',
        area: '徐汇区',
        detail: '漕溪北路 1 号',
      },
      'new-merchant',
    );
    expect((await call(s, 'integralExchange', { commodityId: 'C004' }, 'new-merchant')).data).toMatchObject({
      balance: 4200,
      order: { address: { area: '徐汇区' } },
    });
  });
});

describe('device applications', () => {
  it('apply creates a progress record; urging updates it once a day; a new merchant must certify first', async () => {
    const s = 'act-device';
    const applied = await call(s, 'deviceApply', {
      deviceType: '02',
      contactName: '张伟',
      contactPhone: '13800138000',
      address: '南京东路 100 号',
    });
    expect(applied.data).toMatchObject({ statusName: '已提交' });
    expect(applied.data.progress).toHaveLength(1);
    const urged = await call(s, 'deviceUrging', { id: applied.data.id });
    expect(urged.data).toMatchObject({ id: applied.data.id, urgeCount: 1 });
    expect(urged.data.progress).toHaveLength(2);
    expect((await call(s, 'deviceUrging', { id: applied.data.id })).code).toBe('3007');
    const progress = await call(s, 'onlineDeviceApplyJwbProgress', {
      id: applied.data.id,
    });
    expect(progress.data.list[0]!.id).toBe(applied.data.id);
    const newcomer = await call(
      'act-device-new',
      'deviceApply',
      { contactName: '李', contactPhone: '13900139077', address: 'x' },
      'new-merchant',
    );
    expect(newcomer).toMatchObject({ code: '3005', msg: '请先完成营业执照认证' });
  });
});

describe('messages', () => {
  it('mark-read drops the unread count', async () => {
    const s = 'act-msg';
    const page = await call(s, 'appMessageQuery', { pageSize: 3 });
    expect(page.data.unreadCount).toBe(7);
    const unread = page.data.list.filter((m) => !m.read);
    await call(s, 'appMessageMarkRead', { id: unread[0]!.id });
    expect((await call(s, 'appMessageCount')).data.unreadCount).toBe(6);
    await call(s, 'appMessageMarkRead', { all: true });
    expect((await call(s, 'appMessageCount')).data.unreadCount).toBe(0);
    expect((await call(s, 'appMessageMarkRead', { id: 'nope' })).code).toBe('1004');
  });
});

describe('coupons and abnormal trades', () => {
  it('a coupon order appears in the buy history', async () => {
    const s = 'act-coupon';
    const order = await call(s, 'couponOrderCreate', { couponId: 'Q001', count: 2 });
    const history = await call(s, 'couponBuyHistory');
    expect(history.data.list[0]).toMatchObject({ orderNo: order.data.orderNo, count: 2 });
    expect(history.data.total).toBe(5);
    expect((await call(s, 'couponOrderCreate', { couponId: 'Q006' })).code).toBe('3003');
  });

  it('an abnormal-trade application creates a recovery progress record', async () => {
    const s = 'act-abn';
    const check = await call(s, 'abnormalHandleCheck');
    const open = check.data.list.find((a) => a.status === '0')!;
    await call(s, 'abnormalHandleApply', { abnormalId: open.abnormalId, contactPhone: '13800138000' });
    const progress = await call(s, 'abnormalHandleRecoveryProgress', { abnormalId: open.abnormalId });
    expect(progress.data.status).toBe('1');
    expect(progress.data.progress.map((p) => p.statusName)).toEqual(['已提交找回申请']);
    expect(
      (await call(s, 'abnormalHandleApply', { abnormalId: open.abnormalId, contactPhone: '13800138000' }))
        .code,
    ).toBe('3005');
  });
});

describe('reset', () => {
  it('brings the session back to the scenario', async () => {
    const s = 'act-reset';
    await call(s, 'activitySignInDo');
    await call(s, 'appMessageMarkRead', { all: true });
    resetSession(suite.sim.ctx, getSession(suite.sim.ctx, s));
    const state = sessionState(suite.sim.ctx, getSession(suite.sim.ctx, s));
    expect(state.points.balance).toBe(5680);
    expect(state.messages.filter((m) => !m.read)).toHaveLength(7);
  });
});
