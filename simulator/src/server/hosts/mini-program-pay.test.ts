// The mini program's pay page: it shows the order read from the session's state, each outcome moves
// the order on the server once (paid as the existing payment completes it), the way back names the
// order only, and QA's choice applies an outcome without a click.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, sessionState } from '../state/session';
import { openOrder } from '../gateway/handlers/serviceFee/service-fee-orders';
import { openOrder as openCollectOrder } from '../gateway/handlers/collect/collect-orders';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function send(path: string, method: string, body: unknown) {
  const res = await fetch(`${server.url}/__sim/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const stateOf = (session: string) => sessionState(server.ctx, getSession(server.ctx, session));
const now = () => server.ctx.settings.now();

describe("the mini program's pay page", () => {
  it('shows the amount the session holds for the order, never one from the query', async () => {
    const order = openOrder(stateOf('mp-show'), 'miniProgram', now());
    const res = await fetch(
      `${server.url}/__sim/miniprogram/pay?session=mp-show&orderNo=${order.orderNo}&amount=0.01`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('¥99.00');
    expect(html).not.toContain('0.01');
    for (const label of ['支付', '取消', '支付失败']) expect(html).toContain(`>${label}</button>`);
    const missing = await fetch(`${server.url}/__sim/miniprogram/pay?session=mp-show&orderNo=SF404`);
    expect(await missing.text()).toContain('订单不存在');
  });

  it('pays a service-fee order once and goes back to its result route with the order number only', async () => {
    const session = 'mp-paid';
    const order = openOrder(stateOf(session), 'miniProgram', now());
    const paid = await send('miniprogram/pay/outcome', 'POST', {
      session,
      orderNo: order.orderNo,
      outcome: 'paid',
    });
    expect(paid.json).toMatchObject({ orderNo: order.orderNo, status: 'paid' });
    expect(paid.json.back).toBe(
      `/h5/help/Result?orderNo=${order.orderNo}&__host=miniprogram&__session=${session}`,
    );
    await send('miniprogram/pay/outcome', 'POST', { session, orderNo: order.orderNo, outcome: 'paid' });
    expect(stateOf(session).purchaseOrders.filter((o) => o.orderNo === order.orderNo)).toHaveLength(1);
    expect(stateOf(session).purchaseOrders[0]).toMatchObject({ payWay: '小程序支付' });
  });

  it('leaves a cancelled or failed service-fee order unpaid, and fails a 开心送 order', async () => {
    const session = 'mp-cancel';
    const order = openOrder(stateOf(session), 'miniProgram', now());
    for (const outcome of ['cancelled', 'failed'])
      expect(
        (await send('miniprogram/pay/outcome', 'POST', { session, orderNo: order.orderNo, outcome })).json,
      ).toMatchObject({ status: 'unpaid' });
    const happy = openCollectOrder(
      stateOf(session),
      { payWay: 'qrcode', purpose: 'happySend', amount: 199, packageId: 'P1' },
      now(),
    );
    const failed = await send('miniprogram/pay/outcome', 'POST', {
      session,
      orderNo: happy.payOrderNo,
      outcome: 'failed',
    });
    expect(failed.json).toMatchObject({ status: '03' });
    expect(failed.json.back).toMatch(
      new RegExp(
        `^/h5/zEraAGeneraMiniProgramWeb/HappyDelivery/result/failure\\?payOrderNo=${happy.payOrderNo}&`,
      ),
    );
    expect(
      (await send('miniprogram/pay/outcome', 'POST', { session, orderNo: happy.payOrderNo, outcome: 'won' }))
        .status,
    ).toBe(400);
    expect(
      (await send('miniprogram/pay/outcome', 'POST', { session, orderNo: 'CO404', outcome: 'paid' })).status,
    ).toBe(404);
  });

  it("applies QA's choice at once and comes straight back; 'ask' shows the page again", async () => {
    const session = 'mp-choice';
    expect(
      await fetch(`${server.url}/__sim/miniprogram/pay/choice?session=${session}`).then((r) => r.json()),
    ).toMatchObject({ outcome: 'ask' });
    expect((await send(`miniprogram/pay?session=${session}`, 'PUT', { outcome: 'later' })).status).toBe(400);
    expect((await send(`miniprogram/pay?session=${session}`, 'PUT', { outcome: 'paid' })).json).toMatchObject(
      {
        session,
        outcome: 'paid',
      },
    );
    const order = openOrder(stateOf(session), 'miniProgram', now());
    const res = await fetch(
      `${server.url}/__sim/miniprogram/pay?session=${session}&orderNo=${order.orderNo}`,
      {
        redirect: 'manual',
      },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/h5/help/Result?orderNo=${order.orderNo}&__host=miniprogram&__session=${session}`,
    );
    expect(order.status).toBe('paid');
    await send(`miniprogram/pay?session=${session}`, 'PUT', { outcome: 'ask' });
    const page = await fetch(
      `${server.url}/__sim/miniprogram/pay?session=${session}&orderNo=${order.orderNo}`,
    );
    expect(page.status).toBe(200);
  });
});
