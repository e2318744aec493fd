// The points contract the points screens build on: member-only goods, the detail's refusal reason
// and addresses, one order by number, novice gifts received once, the partner malls' login address.
import { describe, expect, it } from 'vitest';
import { endpoints } from '@merchant-h5/sdk';
import { callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, callOffContract } = suite;

async function detailOf(session: string, id: string) {
  const res = await callEndpoint(suite.sim, endpoints.integralDetail, {
    session,
    path: `integral/detail/${id}`,
  });
  return res.json!;
}

describe('member-only goods', () => {
  it('the mall filters them; a non-member sees why and cannot exchange; a paying member can', async () => {
    const s = 'pts-vvip';
    const vvip = await call(s, 'integralMall', { memberOnly: true });
    expect(vvip.data.list.map((c) => c.commodityId)).toEqual(['C011', 'C012']);
    expect(vvip.data).toMatchObject({ categories: ['会员专享'], vipStatus: '0' });
    const everyone = await call(s, 'integralMall', {
      memberOnly: false,
      pageSize: 50,
    });
    expect(everyone.data.list.every((c) => !c.memberOnly)).toBe(true);

    const detail = await detailOf(s, 'C012');
    expect(detail.data).toMatchObject({ canExchange: false, reason: '会员专享商品，开通付费会员后可兑换' });
    expect(await call(s, 'integralExchange', { commodityId: 'C012' })).toMatchObject({ code: '3005' });

    const member = await call(s, 'integralExchange', { commodityId: 'C012' }, 'paid-member');
    expect(member.code).toBe('200');
  });
});

describe('the commodity detail and one order', () => {
  it('lists the addresses and finds one order by number; an unknown number is 1004', async () => {
    const s = 'pts-detail';
    const detail = await detailOf(s, 'C004');
    expect(detail.data).toMatchObject({
      canExchange: true,
      reason: '',
      addresses: [{ addressId: 'AD0001' }],
    });
    const made = await call(s, 'integralExchange', { commodityId: 'C004' });
    const one = await call(s, 'integralOrder', {
      orderNo: made.data.order.orderNo,
    });
    expect(one.data.total).toBe(1);
    expect(one.data.list[0]!.orderNo).toBe(made.data.order.orderNo);
    expect((await call(s, 'integralOrder', { orderNo: 'IO000' })).code).toBe('1004');
  });
});

describe('novice gifts', () => {
  it('a new merchant receives each gift once, points gifts add to the balance; a certified one cannot', async () => {
    const s = 'pts-novice';
    const before = await call(s, 'noviceGifts', {}, 'new-merchant');
    expect(before.data.available).toBe('1');
    expect(before.data.gifts.filter((g) => g.received === '0').map((g) => g.giftId)).toEqual([
      'G02',
      'G03',
      'G04',
    ]);
    const got = await call(s, 'noviceGifts', { giftId: 'G04' }, 'new-merchant');
    expect(got.data.balance).toBe(before.data.balance + 50);
    expect(got.data.gifts.find((g) => g.giftId === 'G04')!.received).toBe('1');
    expect(await call(s, 'noviceGifts', { giftId: 'G04' }, 'new-merchant')).toMatchObject({ code: '3007' });
    expect(await call('pts-novice-old', 'noviceGifts', { giftId: 'G02' })).toMatchObject({ code: '3005' });
  });
});

describe('the partner malls', () => {
  it('signs a login address per mall and passes the redirect through; an unknown mall is 1001', async () => {
    const s = 'pts-partner';
    const duiba = await call(s, 'integralDuibaOrder', {
      redirect: '/mobile/detail',
    });
    const url = new URL(duiba.data.redirectUrl);
    expect(duiba.data.mall).toBe('duiba');
    expect(url.origin).toBe('https://duiba.sim.localhost');
    expect(url.searchParams.get('redirect')).toBe('/mobile/detail');
    const yhh = await call(s, 'integralDuibaOrder', { mall: 'yhh' });
    expect(new URL(yhh.data.redirectUrl).origin).toBe('https://yhh.sim.localhost');
    expect((await callOffContract(s, 'integralDuibaOrder', { mall: 'evil' })).code).toBe('1001');
  });
});
