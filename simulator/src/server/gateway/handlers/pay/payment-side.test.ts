// Buying a membership and coupons through the real gateway and the payment side: an order changes
// nothing until it is paid; the wallet's 9000 delivers once, 6004 delivers when it settles, an order
// left unpaid 15 minutes is closed (the wallet then refuses it, coupon stock comes back); a renewal
// extends the expiry, a merchant who never was a member starts on the day paid; a coupon's limit and
// member-only rule hold on the server.
import { describe, expect, it } from 'vitest';
import { DAY_MS, ymd } from '../../../state/clock';
import { getSession, sessionState } from '../../../state/session';
import { endpoints } from '@merchant-h5/sdk';
import { callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';
import { walletPays, walletRefusal } from './payment-side';
import { WALLET_REFUSALS } from './payables';

const suite = simulatorSuite({});
const { call, clock } = suite;

const stateOf = (session: string) => sessionState(suite.sim.ctx, getSession(suite.sim.ctx, session));

/** The host wallet paying `orderInfo` as it does for a page's `pay` call. */
function pay(session: string, orderInfo: string, resultStatus: '9000' | '6004' | '6001' = '9000') {
  const state = stateOf(session);
  return (
    walletRefusal(suite.sim.ctx, session, state, orderInfo, clock.now) ??
    walletPays(state, orderInfo, resultStatus, clock.now, 3000)
  );
}

const info = async (session: string, scenario?: string) =>
  (await call(session, 'memberBaseInfo', {}, scenario)).data;

describe('membership orders', () => {
  it('a merchant who never was a member pays a year: nothing before the payment, a member after', async () => {
    const s = 'buy-new';
    const before = await info(s);
    expect(before.memberState).toBe('none');
    expect(before.plans.map((p) => [p.years, p.price])).toEqual([
      [1, 99],
      [2, 198],
      [3, 297],
    ]);
    expect(before.plans[0]!.expireDate).toBe(ymd(clock.now + 365 * DAY_MS));
    const order = (await call(s, 'payMemberAliOrderCreate', { years: 1 })).data;
    expect(order).toMatchObject({ amount: 99, status: 'unpaid', expireDate: before.plans[0]!.expireDate });
    const unpaid = await info(s);
    expect(unpaid.memberState).toBe('none');
    expect(unpaid.lastOrder).toMatchObject({ orderNo: order.orderNo, status: 'unpaid', payTime: null });

    expect(pay(s, order.orderString).resultStatus).toBe('9000');
    pay(s, order.orderString);
    const paid = await info(s);
    expect(paid.memberState).toBe('member');
    expect(paid.expireDate).toBe(order.expireDate);
    expect(paid.lastOrder).toMatchObject({ orderNo: order.orderNo, status: 'paid', renewal: false });
    expect(stateOf(s).purchaseOrders.filter((o) => o.orderNo === order.orderNo)).toHaveLength(1);

    // A second year bought the same day runs the new membership on: a renewal, though opened today.
    const second = (await call(s, 'payMemberAliOrderCreate', { years: 1 })).data;
    expect((await info(s)).lastOrder).toMatchObject({ orderNo: second.orderNo, renewal: false });
    pay(s, second.orderString);
    const renewed = await info(s);
    expect(renewed.openDate).toBe(ymd(clock.now));
    expect(renewed.lastOrder).toMatchObject({ orderNo: second.orderNo, status: 'paid', renewal: true });
  });

  it('a member’s renewal runs on from the current expiry, once the pending payment settles', async () => {
    const s = 'buy-renew';
    const before = await info(s, 'paid-member');
    expect(before.memberState).toBe('member');
    const plan = before.plans.find((p) => p.years === 2)!;
    expect(plan.expireDate > before.expireDate!).toBe(true);
    const order = (await call(s, 'payMemberAliOrderCreate', { years: 2 }, 'paid-member')).data;
    expect(pay(s, order.orderString, '6004').resultStatus).toBe('6004');
    expect((await info(s, 'paid-member')).lastOrder?.status).toBe('paying');
    expect((await info(s, 'paid-member')).expireDate).toBe(before.expireDate);
    clock.now += 3000;
    const after = await info(s, 'paid-member');
    expect(after.lastOrder).toMatchObject({ status: 'paid', renewal: true });
    expect(after.expireDate).toBe(plan.expireDate);
  });

  it('closes an order left unpaid for 15 minutes: the wallet refuses it and nothing changes', async () => {
    const s = 'buy-close';
    const order = (await call(s, 'payMemberAliOrderCreate', {})).data;
    clock.now += 15 * 60_000;
    expect((await info(s)).lastOrder?.status).toBe('closed');
    expect(pay(s, order.orderString)).toMatchObject({ resultStatus: '4000', memo: WALLET_REFUSALS.closed });
    expect((await info(s)).memberState).toBe('none');
  });

  it('answers the same order again for the same Idempotency-Key: a double tap makes one order', async () => {
    const s = 'buy-twice';
    const create = () =>
      callEndpoint(suite.sim, endpoints.payMemberAliOrderCreate, {
        session: s,
        scenario: 'certified',
        body: { years: 1 },
        headers: { 'Idempotency-Key': 'member-order-1' },
      }).then((res) => (res.json as { data: { orderNo: string } }).data.orderNo);
    const [first, second] = await Promise.all([create(), create()]);
    expect(second).toBe(first);
    expect(stateOf(s).memberOrders).toHaveLength(1);
  });
});

describe('coupon orders', () => {
  const held = async (s: string, couponId: string) =>
    (await call(s, 'couponMine', { status: 'unused' })).data.list.filter(
      (c) => c.couponId === couponId && c.source === 'bought' && c.startTime.startsWith('2026-11-22'),
    ).length;

  it('puts the coupons in the wallet only when paid, once, valid for the coupon’s days from the payment', async () => {
    const s = 'coupon-pay';
    const order = (await call(s, 'couponOrderCreate', { couponId: 'Q002', count: 2 })).data;
    expect(order).toMatchObject({ status: '00', statusName: '待支付', amount: 10, payTime: '' });
    expect(await held(s, 'Q002')).toBe(0);
    pay(s, order.orderInfo);
    pay(s, order.orderInfo);
    const bought = (await call(s, 'couponMine', { status: 'unused' })).data.list.filter(
      (c) => c.couponId === 'Q002' && c.startTime.startsWith('2026-11-22'),
    );
    expect(bought).toHaveLength(2);
    expect(bought[0]).toMatchObject({ source: 'bought', endTime: '2027-02-19 23:59:59' });
    const read = (await call(s, 'couponOrderInfo', { orderNo: order.orderNo })).data;
    expect(read).toMatchObject({ status: '02', statusName: '已支付' });
    expect(read).not.toHaveProperty('orderInfo');
    expect(read).not.toHaveProperty('settleAt');
  });

  it('closes an unpaid order after 15 minutes and gives its stock back', async () => {
    const s = 'coupon-close';
    const stock = (await call(s, 'couponInfo', { id: 'Q005' })).data.stock;
    const order = (await call(s, 'couponOrderCreate', { couponId: 'Q005' })).data;
    expect((await call(s, 'couponInfo', { id: 'Q005' })).data.stock).toBe(stock - 1);
    clock.now += 15 * 60_000;
    expect((await call(s, 'couponOrderInfo', { orderNo: order.orderNo })).data.statusName).toBe('已关闭');
    expect((await call(s, 'couponInfo', { id: 'Q005' })).data.stock).toBe(stock);
    expect(pay(s, order.orderInfo).resultStatus).toBe('4000');
  });

  it('holds the limit per merchant and the member-only rule, and prices a member at 80 %', async () => {
    const s = 'coupon-limit';
    const before = (await call(s, 'couponInfo', { id: 'Q003' })).data;
    expect(before).toMatchObject({ limitPerMerchant: 10, memberPrice: null, cannotBuyReason: null });
    const left = before.canBuy;
    expect(left).toBeGreaterThan(0);
    const tooMany = await call(s, 'couponOrderCreate', { couponId: 'Q003', count: left + 1 });
    expect(tooMany.code).toBe('3005');
    expect(tooMany.msg).toBe(`每人限购 10 张，还可购买 ${left} 张`);
    await call(s, 'couponOrderCreate', { couponId: 'Q003', count: left });
    const after = (await call(s, 'couponInfo', { id: 'Q003' })).data;
    expect(after).toMatchObject({ canBuy: 0, cannotBuyReason: '已达每人限购 10 张' });

    const memberOnly = await call(s, 'couponOrderCreate', { couponId: 'Q004' });
    expect(memberOnly).toMatchObject({ code: '3005', msg: '仅限付费会员购买' });
    const asMember = (await call('coupon-member', 'couponInfo', { id: 'Q004' }, 'paid-member')).data;
    expect(asMember).toMatchObject({ memberPrice: 23.92, cannotBuyReason: null, limitPerMerchant: 3 });
    expect(asMember.canBuy).toBe(3 - asMember.bought);
    const order = (await call('coupon-member', 'couponOrderCreate', { couponId: 'Q004' }, 'paid-member'))
      .data;
    expect(order.amount).toBe(23.92);
  });
});
