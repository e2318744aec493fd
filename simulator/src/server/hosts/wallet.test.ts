// The wallet's control routes: QA's choice is checked and kept per session, only a page's shim pays,
// a pay or a settle moves the service-fee order once, and only the order string the gateway signed
// is paid, for that order's amount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, sessionState } from '../state/session';
import { signOrderInfo } from '../gateway/handlers/pay/pay-sign';
import { openOrder, orderInfoOf } from '../gateway/handlers/serviceFee/service-fee-orders';
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

describe('wallet control', () => {
  it('keeps a valid choice per session and refuses an unknown code', async () => {
    const put = await send('wallet?session=w1', 'PUT', { resultStatus: '6004', settleAfterMs: 1000 });
    expect(put.json).toMatchObject({ session: 'w1', resultStatus: '6004', settleAfterMs: 1000 });
    const got = await (await fetch(`${server.url}/__sim/wallet?session=w1`)).json();
    expect(got).toMatchObject({ resultStatus: '6004', settleAfterMs: 1000 });
    expect((await (await fetch(`${server.url}/__sim/wallet?session=w2`)).json()).resultStatus).toBe('9000');
    expect((await send('wallet?session=w1', 'PUT', { resultStatus: '1234' })).status).toBe(400);
    expect((await send('wallet?session=w1', 'PUT', { settleAfterMs: -1 })).status).toBe(400);
  });

  it('pays only for the shim holding the page key, answering the chosen code and charging once', async () => {
    const session = 'w-pay';
    const order = openOrder(stateOf(session), 'alipay', server.ctx.settings.now());
    const data = { channel: 'alipay', orderInfo: orderInfoOf(server.ctx, session, order) };
    expect((await send('wallet/pay', 'POST', { session, data })).status).toBe(403);
    const key = { [BRIDGE_KEY_HEADER]: server.hosts.bridgeKeys.mint(session) };
    await send(`wallet?session=${session}`, 'PUT', { resultStatus: '6001' });
    const cancelled = await send('wallet/pay', 'POST', { session, data }, key);
    expect(cancelled.json.data).toMatchObject({ resultStatus: '6001', memo: '用户中途取消' });
    expect(order.status).toBe('unpaid');
    await send(`wallet?session=${session}`, 'PUT', { resultStatus: '9000' });
    await send('wallet/pay', 'POST', { session, data }, key);
    await send('wallet/pay', 'POST', { session, data }, key);
    expect(order.status).toBe('paid');
    expect(stateOf(session).purchaseOrders.filter((o) => o.orderNo === order.orderNo)).toHaveLength(1);
  });

  it('refuses an order string the gateway did not sign as it is, whatever QA chose, and charges nothing', async () => {
    const session = 'w-tamper';
    const order = openOrder(stateOf(session), 'alipay', server.ctx.settings.now());
    const signed = orderInfoOf(server.ctx, session, order);
    expect(signed).toMatch(
      /^out_trade_no=SF\d+&total_amount=99\.00&subject=.+&sign_type=HMAC-SHA256&sign=.+$/,
    );
    const key = { [BRIDGE_KEY_HEADER]: server.hosts.bridgeKeys.mint(session) };
    await send(`wallet?session=${session}`, 'PUT', { resultStatus: '9000' });
    const pay = async (orderInfo: string) =>
      (await send('wallet/pay', 'POST', { session, data: { channel: 'alipay', orderInfo } }, key)).json.data;

    const refused = (memo: string) => ({ resultStatus: '4000', memo, result: '' });
    // The tester's ¥0.01 order: the amount changed after the gateway signed it.
    expect(await pay(signed.replace('total_amount=99.00', 'total_amount=0.01'))).toEqual(
      refused('订单信息无效：验签失败'),
    );
    expect(await pay(`out_trade_no=${order.orderNo}&total_amount=0.01&subject=x`)).toEqual(
      refused('订单信息无效：验签失败'),
    );
    // Signed, but for another session (its merchant's order numbers can be the same).
    expect(await pay(orderInfoOf(server.ctx, 'w-other', order))).toEqual(refused('订单信息无效：验签失败'));
    // Signed here, but not for what the gateway opened.
    const fields = { out_trade_no: order.orderNo, subject: '机具服务费' };
    expect(await pay(signOrderInfo(server.ctx, session, { ...fields, total_amount: '0.01' }))).toEqual(
      refused('订单信息无效：金额与订单不符'),
    );
    expect(
      await pay(
        signOrderInfo(server.ctx, session, {
          ...fields,
          out_trade_no: 'SF19990101999',
          total_amount: '99.00',
        }),
      ),
    ).toEqual(refused('订单信息无效：订单不存在'));
    expect(order.status).toBe('unpaid');
    expect(stateOf(session).purchaseOrders.filter((o) => o.orderNo === order.orderNo)).toHaveLength(0);

    // The order string as the gateway handed it is paid, for its own amount.
    expect(await pay(signed)).toMatchObject({
      resultStatus: '9000',
      result: { alipay_trade_app_pay_response: { out_trade_no: order.orderNo, total_amount: '99.00' } },
    });
    expect(order.status).toBe('paid');
  });

  it('settles the open order once; without one it says so', async () => {
    expect((await send('wallet/settle', 'POST', { session: 'w-none' })).status).toBe(409);
    openOrder(stateOf('w-settle'), 'qrCode', server.ctx.settings.now());
    expect((await send('wallet/settle', 'POST', { session: 'w-settle' })).json).toMatchObject({
      status: 'paid',
      charged: true,
    });
    expect((await send('wallet/settle', 'POST', { session: 'w-settle' })).json.charged).toBe(false);
  });
});
