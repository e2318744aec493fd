// The card reader's control routes: QA's answer is checked and kept per session, only a page's shim
// swipes, and a swipe or a settle moves the collection order once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, sessionState } from '../state/session';
import { openOrder } from '../gateway/handlers/collect/collect-orders';
import { BRIDGE_KEY_HEADER } from './bridge-key';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function send(path: string, method: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/__sim/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const stateOf = (session: string) => sessionState(server.ctx, getSession(server.ctx, session));
const open = (session: string, payWay: 'qrcode' | 'swipe') =>
  openOrder(stateOf(session), { payWay, purpose: 'collect', amount: 12 }, server.ctx.settings.now());

describe('card reader control', () => {
  it('keeps a valid answer per session and refuses an unknown code', async () => {
    expect((await send('collect/swipe?session=r1', 'PUT', { errorCode: '1001' })).json).toMatchObject({
      errorCode: '1001',
    });
    const got = await (await fetch(`${server.url}/__sim/collect/swipe?session=r1`)).json();
    expect(got).toMatchObject({ errorCode: '1001' });
    expect(Object.keys(got.codes)).toContain('3001');
    expect((await (await fetch(`${server.url}/__sim/collect/swipe?session=r2`)).json()).errorCode).toBe(
      '0000',
    );
    expect((await send('collect/swipe?session=r1', 'PUT', { errorCode: '9999' })).status).toBe(400);
  });

  it('swipes only for the shim holding the page key, answering the chosen code and paying once', async () => {
    const session = 'r-pay';
    const order = open(session, 'swipe');
    const data = { orderNo: order.payOrderNo, amount: '12.00' };
    expect((await send('collect/swipe/pay', 'POST', { session, data })).status).toBe(403);
    expect(order.status).toBe('02');
    const key = { [BRIDGE_KEY_HEADER]: server.hosts.bridgeKeys.mint(session) };
    await send(`collect/swipe?session=${session}`, 'PUT', { errorCode: '3001' });
    expect((await send('collect/swipe/pay', 'POST', { session, data }, key)).json.data).toEqual({
      errorCode: '3001',
    });
    expect(order.status).toBe('02');
    await send(`collect/swipe?session=${session}`, 'PUT', { errorCode: '0000' });
    await send('collect/swipe/pay', 'POST', { session, data }, key);
    expect(order).toMatchObject({ status: '00', statusName: '支付成功' });
  });

  it('settles the open order once, paid or failed; without one it says so', async () => {
    expect((await send('collect/settle', 'POST', { session: 'r-none' })).status).toBe(409);
    const order = open('r-settle', 'qrcode');
    expect((await send('collect/settle', 'POST', { session: 'r-settle', outcome: 'lost' })).status).toBe(400);
    const failed = await send('collect/settle', 'POST', { session: 'r-settle', outcome: 'failed' });
    expect(failed.json).toMatchObject({ payOrderNo: order.payOrderNo, status: '03', changed: true });
    expect(order.failReason).toBe('付款方支付失败');
    const again = await send('collect/settle', 'POST', {
      session: 'r-settle',
      payOrderNo: order.payOrderNo,
      outcome: 'paid',
    });
    expect(again.json).toMatchObject({ status: '03', changed: false });
  });
});
