// The service fee as the wallet and the merchant move it: one order per key and per merchant, one
// charge however often it is paid, pending answers settled later, a cancel charging nothing.
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointResponse } from '@merchant-h5/sdk';
import { getSession, sessionState } from '../../../state/session';
import { callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';
import { walletPays } from '../pay/payment-side';

const suite = simulatorSuite();
const { clock, call } = suite;

type Order = EndpointResponse<'deviceServiceFeeReceiveCodeInfo'>;

async function openOrder(session: string, key: string, channel = 'alipay'): Promise<Order> {
  const res = await callEndpoint(suite.sim, endpoints.deviceServiceFeeReceiveCodeInfo, {
    session,
    body: { channel },
    headers: { 'Idempotency-Key': key },
  });
  return res.json!.data;
}

function wallet(session: string, order: Order, result: '9000' | '8000' | '6004' | '6001') {
  const state = sessionState(suite.sim.ctx, getSession(suite.sim.ctx, session));
  return walletPays(state, order.orderInfo, result, clock.now, 3000);
}

const feeOrders = (session: string) =>
  sessionState(suite.sim.ctx, getSession(suite.sim.ctx, session)).purchaseOrders.filter((o) =>
    o.orderNo.startsWith('SF'),
  );

describe('service fee payment', () => {
  it('a double tap with one key opens one order, and paying it twice charges once', async () => {
    const s = 'fee-once';
    expect((await call(s, 'deviceServiceFeePayedInfo')).data).toMatchObject({
      payed: '0',
      amount: 99,
      orderNo: null,
    });
    const [first, second] = await Promise.all([openOrder(s, 'key-1'), openOrder(s, 'key-1')]);
    expect(second).toEqual(first);
    expect(first.orderInfo).toContain(`out_trade_no=${first.orderNo}`);
    // Another key while the order is open still finds the same order: nothing is ordered twice.
    expect((await openOrder(s, 'key-2')).orderNo).toBe(first.orderNo);

    expect(wallet(s, first, '9000').resultStatus).toBe('9000');
    expect(wallet(s, first, '9000').resultStatus).toBe('9000');
    expect(feeOrders(s)).toHaveLength(1);
    expect((await call(s, 'deviceServiceFeePayedInfo')).data).toMatchObject({
      payed: '1',
      orderNo: first.orderNo,
    });
    // Paid: the same key replays its first answer, a new one is refused.
    expect((await openOrder(s, 'key-1')).orderNo).toBe(first.orderNo);
    const again = await callEndpoint(suite.sim, endpoints.deviceServiceFeeReceiveCodeInfo, {
      session: s,
      body: { channel: 'alipay' },
      headers: { 'Idempotency-Key': 'key-3' },
    });
    expect(again.json?.msg).toBe('服务费已缴纳，无需重复支付');
  });

  it.each(['8000', '6004'] as const)(
    '%s leaves the order pending until the payment side settles it',
    async (code) => {
      const s = `fee-pending-${code}`;
      const order = await openOrder(s, 'k');
      expect(wallet(s, order, code).resultStatus).toBe(code);
      expect((await call(s, 'deviceServiceFeePayedInfo', { orderNo: order.orderNo })).data).toMatchObject({
        payed: '0',
        paying: '1',
      });
      expect(feeOrders(s)).toHaveLength(0);
      clock.now += 3000;
      expect((await call(s, 'deviceServiceFeePayedInfo', { orderNo: order.orderNo })).data).toMatchObject({
        payed: '1',
        paying: '0',
      });
      expect(feeOrders(s)).toHaveLength(1);
    },
  );

  it('6001 charges nothing and the retry pays the same order', async () => {
    const s = 'fee-cancel';
    const order = await openOrder(s, 'k');
    expect(wallet(s, order, '6001')).toMatchObject({ resultStatus: '6001', memo: '用户中途取消' });
    expect((await call(s, 'deviceServiceFeePayedInfo')).data).toMatchObject({
      payed: '0',
      paying: '0',
    });
    expect(feeOrders(s)).toHaveLength(0);
    const retry = await openOrder(s, 'k');
    expect(retry.orderNo).toBe(order.orderNo);
    wallet(s, retry, '9000');
    expect(feeOrders(s)).toHaveLength(1);
  });

  it('an open order is never closed: it is the fee due, paid however late', async () => {
    const s = 'fee-late';
    const order = await openOrder(s, 'k');
    clock.now += 60 * 60_000;
    expect((await call(s, 'deviceServiceFeePayedInfo')).data).toMatchObject({ orderNo: order.orderNo });
    wallet(s, order, '9000');
    expect(feeOrders(s)).toHaveLength(1);
  });

  it('a refund is refused before paying, applied once after, and shown as the current refund', async () => {
    const s = 'fee-refund';
    expect((await call(s, 'deviceServiceFeeRefund')).msg).toBe('没有可退款的服务费订单');
    wallet(s, await openOrder(s, 'k'), '9000');
    expect((await call(s, 'deviceServiceFeeCurrentRefund')).data).toMatchObject({ status: 'none' });
    const refund = await call(s, 'deviceServiceFeeRefund', { reason: '达标返还' });
    expect(refund.data).toMatchObject({ status: '01', statusName: '退款处理中', amount: 99 });
    expect((await call(s, 'deviceServiceFeeCurrentRefund')).data).toMatchObject({
      status: '01',
      reason: '达标返还',
    });
    expect((await call(s, 'deviceServiceFeeRefund')).msg).toBe('退款申请已提交，请勿重复申请');
  });
});
