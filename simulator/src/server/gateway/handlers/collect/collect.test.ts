// Collecting money as the payer moves it: an order per key, the amount rules, a QR code or a swipe
// paying or failing it once, and 开心送 bought through the same orders.
import { describe, expect, it } from 'vitest';
import { endpoints } from '@merchant-h5/sdk';
import { getSession, sessionState } from '../../../state/session';
import { generateCollections } from '../../../state/generate/collections';
import { callEndpoint, TODAY } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';
import { settle, swipe } from './collect-orders';

const suite = simulatorSuite();
const { clock, call } = suite;
const stateOf = (session: string) => sessionState(suite.sim.ctx, getSession(suite.sim.ctx, session));
/** The orders a test opened (a certified merchant starts with yesterday's collection). */
const seeded = new Set(generateCollections(true, TODAY).map((p) => p.payOrderNo));
const opened = (session: string) => stateOf(session).payments.filter((p) => !seeded.has(p.payOrderNo));

async function request(session: string, body: Record<string, unknown>, key?: string) {
  const res = await callEndpoint(suite.sim, endpoints.quickCardPayRequest, {
    session,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
  return res.json!;
}

const result = async (session: string, payOrderNo: string) =>
  (await call(session, 'quickCardPayResult', { payOrderNo })).data;

describe('collection orders', () => {
  it('a QR-code order carries its code, waits for the payer and is paid once', async () => {
    const s = 'co-qr';
    const first = await request(s, { payWay: 'qrcode', amount: 1234.5 }, 'k1');
    const again = await request(s, { payWay: 'qrcode', amount: 1234.5 }, 'k1');
    expect(again.data.payOrderNo).toBe(first.data.payOrderNo);
    expect(first.data).toMatchObject({
      amount: 1234.5,
      payWay: 'qrcode',
      purpose: 'collect',
      status: '02',
      smsSent: false,
    });
    expect(first.data.qrContent).toBe(`https://pay.sim.localhost/collect/${first.data.payOrderNo}`);
    expect(opened(s)).toHaveLength(1);

    const order = opened(s)[0]!;
    expect(settle(order, { outcome: 'paid' }, clock.now)).toBe(true);
    expect(settle(order, { outcome: 'failed', reason: 'x' }, clock.now)).toBe(false);
    expect(await result(s, first.data.payOrderNo)).toMatchObject({
      status: '00',
      statusName: '支付成功',
      failReason: null,
    });
  });

  it('refuses an amount of 0, over 50000 or with three decimals, and opens nothing', async () => {
    const s = 'co-amount';
    for (const amount of [0, -1, 50_000.01, 1.234])
      expect((await request(s, { payWay: 'qrcode', amount })).code).not.toBe('200');
    expect((await request(s, { payWay: 'qrcode', amount: 50_000 })).code).toBe('200');
    expect((await request(s, { payWay: 'cash', amount: 1 })).code).not.toBe('200');
    expect(opened(s)).toHaveLength(1);
  });

  it('a swipe pays on 0000, fails on a decline with its reason, and leaves the order open on a read error', async () => {
    const s = 'co-swipe';
    const { data } = await request(s, { payWay: 'swipe', amount: 88, purpose: 'deposit' });
    expect(data).toMatchObject({ qrContent: null, purpose: 'deposit', status: '02' });
    expect(swipe(stateOf(s), data.payOrderNo, '2001', clock.now)).toBe(false);
    expect(swipe(stateOf(s), data.payOrderNo, '3001', clock.now)).toBe(false);
    expect((await result(s, data.payOrderNo)).status).toBe('02');
    expect(swipe(stateOf(s), data.payOrderNo, '1001', clock.now)).toBe(true);
    expect(await result(s, data.payOrderNo)).toMatchObject({
      status: '03',
      failReason: '发卡行拒绝交易，请让顾客换卡或联系发卡行',
    });
    // A failed order stays failed; a swipe for an order that is not a swipe order changes nothing.
    expect(swipe(stateOf(s), data.payOrderNo, '0000', clock.now)).toBe(false);
    const qr = await request(s, { payWay: 'qrcode', amount: 1 });
    expect(swipe(stateOf(s), qr.data.payOrderNo, '0000', clock.now)).toBe(false);
  });

  it('a card payment still waits for its SMS code', async () => {
    const s = 'co-card';
    stateOf(s).cards.push({
      ...stateOf(s).cards[0]!,
      cardId: 'CQ9',
      isSettlement: false,
      phone: '13800138000',
    });
    const { data } = await request(s, { amount: 10, cardId: 'CQ9' });
    expect(data).toMatchObject({ payWay: 'card', status: '01', smsSent: true, phone: '138****8000' });
    const verified = await call(s, 'quickCardPaySmsVerify', {
      payOrderNo: data.payOrderNo,
      smsCode: '123456',
    });
    expect(verified.data.status).toBe('00');
  });
});

describe('开心送', () => {
  it('an order buys a package once it is paid; the open order is handed back, a bought one refused', async () => {
    const s = 'hs-buy';
    const view = (await call(s, 'happySend')).data;
    expect(view.packages.map((p) => p.packageId)).toEqual(['HSP01', 'HSP02', 'HSP03']);
    expect(view.purchases).toEqual([]);
    expect(view.order).toBeUndefined();

    const ordered = (await call(s, 'happySend', { action: 'order', packageId: 'HSP02' })).data;
    expect(ordered.order).toMatchObject({
      amount: 199,
      purpose: 'happySend',
      payWay: 'swipe',
      packageId: 'HSP02',
      status: '02',
    });
    const reopened = (await call(s, 'happySend', { action: 'order', packageId: 'HSP02' })).data;
    expect(reopened.order?.payOrderNo).toBe(ordered.order?.payOrderNo);

    swipe(stateOf(s), ordered.order?.payOrderNo, '0000', clock.now);
    const after = (await call(s, 'happySend')).data;
    expect(after.purchases).toMatchObject([
      { packageId: 'HSP02', price: 199, payOrderNo: ordered.order?.payOrderNo },
    ]);
    const twice = await call(s, 'happySend', { action: 'order', packageId: 'HSP02' });
    expect(twice.msg).toBe('已购买该套餐');
  });

  it('orders by QR code where no card can be swiped, and refuses an unknown package or an uncertified merchant', async () => {
    const s = 'hs-qr';
    const ordered = (await call(s, 'happySend', { action: 'order', packageId: 'HSP01', payWay: 'qrcode' }))
      .data;
    expect(ordered.order?.qrContent).toMatch(/^https:\/\/pay\.sim\.localhost\/collect\/CO/);
    expect((await call(s, 'happySend', { action: 'order', packageId: 'NOPE' })).code).not.toBe('200');
    const fresh = await call('hs-new', 'happySend', { action: 'order', packageId: 'HSP01' }, 'new-merchant');
    expect(fresh.code).not.toBe('200');
    expect(stateOf('hs-new').payments).toHaveLength(0);
  });
});
