// The wallet pay flow against a real local gateway (envelope server) and a fake host: the bridge's
// and the mini program's calls are the host's, recorded; the hook itself is the real one.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeTimeoutError, endpoints, NativeError } from '@merchant-h5/sdk';
import type { EndpointResponse, NativeApi, ServiceFeePayWay } from '@merchant-h5/sdk';
import { href } from '../../config/href';
import { paths } from '../../config/paths';
import { expectNoA11yViolations } from '../../testing/a11y';
import { envelopeServerPerTest } from '../../testing/envelopeServer';
import { renderWithStore } from '../../testing/renderWithStore';
import type { HostContextValue } from '../host/HostContext';
import { api } from '../api';
import { gatewayCall } from '../gatewayCall';
import { NO_PAY_HERE_TEXT, payButtonLabel, useWalletPayment, WALLET_REFUSAL_TEXTS } from './useWalletPayment';
import { CANCELLED_TEXT } from './walletOutcome';

// Any idempotent order endpoint of the catalogue does: the service fee's is the one already served.
const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeOpenOrder: build.mutation<
      EndpointResponse<'deviceServiceFeeReceiveCodeInfo'>,
      { channel: ServiceFeePayWay; idempotencyKey: string }
    >({
      query: ({ channel, idempotencyKey }) =>
        gatewayCall(endpoints.deviceServiceFeeReceiveCodeInfo, { body: { channel } }, { idempotencyKey }),
    }),
  }),
});

const order = {
  orderNo: 'MB202611290001',
  amount: 99,
  qrCode: '',
  orderInfo: 'out_trade_no=MB202611290001&total_amount=99.00',
  expireTime: '2026-11-29 10:15:00',
};

const server = envelopeServerPerTest();
afterEach(() => sessionStorage.clear());

type Plan = 'alipay' | 'unionpay';

function PayButton({ noWallet }: { noWallet?: (plan: Plan) => void }) {
  const [open] = probe.useProbeOpenOrderMutation();
  const payment = useWalletPayment<Plan>({
    scope: 'probePay',
    openOrder: (channel, idempotencyKey) => open({ channel, idempotencyKey }).unwrap(),
    channel: (channel) => (channel === 'unionpay' ? 'unionPay' : 'alipay'),
    keyBody: (channel) => ({ channel }),
    resultHref: (orderNo, outcome) => href(paths.help.result, {}, { orderNo, outcome }),
    noWallet,
  });
  const { pay, paying, notice } = payment;
  return (
    <>
      {notice ? <p role="alert">{notice.text}</p> : null}
      <button type="button" disabled={paying} onClick={() => void pay('unionpay')}>
        {payButtonLabel(payment, '立即支付')}
      </button>
      {/* A second tap reaches pay() even while the button is disabled (a fast double tap). */}
      <button type="button" onClick={() => void pay('unionpay')}>
        再点一次
      </button>
    </>
  );
}

/** A host wallet answering `codes` in turn (an Error is thrown), recording what it was asked to pay. */
function wallet(...codes: Array<string | Error | Promise<string>>) {
  const asked: unknown[] = [];
  const native = {
    pay: async (opts: unknown) => {
      asked.push(opts);
      const code = await (codes.shift() ?? '9000');
      if (code instanceof Error) throw code;
      return { memo: '', result: '', resultStatus: code };
    },
  } as unknown as NativeApi;
  return { native, asked };
}

function renderPay(host: Partial<HostContextValue>, noWallet?: (plan: Plan) => void) {
  return renderWithStore(<PayButton noWallet={noWallet} />, {
    baseUrl: server.baseUrl,
    pattern: paths.members.paidMembers,
    path: paths.members.paidMembers,
    host,
  });
}

const opened = () => server.requests.filter((r) => r.endpoint === 'deviceServiceFeeReceiveCodeInfo');

function resultQuery(router: ReturnType<typeof renderPay>['router']) {
  expect(router.state.location.pathname).toBe(paths.help.result);
  expect(router.state.historyAction).toBe('REPLACE');
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

describe('useWalletPayment', () => {
  it('a double tap opens one order and pays it once; paid goes to the result route in its place', async () => {
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    let answer: (code: string) => void = () => undefined;
    const { native, asked } = wallet(new Promise<string>((resolve) => (answer = resolve)));
    const { container, router } = renderPay({ native, accessContext: 'hostApp' });
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    fireEvent.click(screen.getByRole('button', { name: '再点一次' }));
    await screen.findByRole('button', { name: '支付中…' });
    await waitFor(() => expect(asked).toHaveLength(1));
    answer('9000');
    await screen.findByTestId('elsewhere');
    expect(opened()).toHaveLength(1);
    expect(opened()[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked).toEqual([{ channel: 'unionPay', orderInfo: order.orderInfo }]);
    expect(resultQuery(router)).toEqual({ orderNo: order.orderNo, outcome: 'paid' });
  });

  it.each([
    ['8000', 'pending'],
    ['6004', 'pending'],
  ])('%s may still be paid: the result route follows the order', async (code, outcome) => {
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    const { router } = renderPay({ native: wallet(code).native, accessContext: 'hostApp' });
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await screen.findByTestId('elsewhere');
    expect(resultQuery(router)).toEqual({ orderNo: order.orderNo, outcome });
  });

  it('a wallet that does not answer in time may have charged: pending, never "not charged"', async () => {
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    const { native } = wallet(new BridgeTimeoutError('pay', 30_000));
    const { router } = renderPay({ native, accessContext: 'hostApp' });
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await screen.findByTestId('elsewhere');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(resultQuery(router)).toEqual({ orderNo: order.orderNo, outcome: 'pending' });
  });

  it('a cancel says nothing was charged beside the button; the retry pays the same order with the same key', async () => {
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    const { native, asked } = wallet('6001', '4000', '9000');
    const { container } = renderPay({ native, accessContext: 'hostApp' });
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CANCELLED_TEXT);
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('支付未完成，未扣款，请重试'));
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await screen.findByTestId('elsewhere');
    expect(asked).toHaveLength(3);
    const keys = opened().map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('a wallet that refuses, or an app too old for it, says so without offering a way it does not have', async () => {
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    const { native } = wallet(new NativeError('E01', '钱包不可用'), new NativeError('VERSION', '请升级'));
    renderPay({ native, accessContext: 'hostApp' });
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WALLET_REFUSAL_TEXTS.refused);
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(WALLET_REFUSAL_TEXTS.oldApp));
    expect(WALLET_REFUSAL_TEXTS.refused + WALLET_REFUSAL_TEXTS.oldApp).not.toContain('扫码');
  });

  it("the server's refusal to open the order is said beside the button, and nothing is paid", async () => {
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ code: '5001', msg: '今日购买次数已达上限' }));
    const { native, asked } = wallet();
    renderPay({ native, accessContext: 'hostApp' });
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect((await screen.findByRole('alert')).textContent).toContain('今日购买次数已达上限');
    expect(asked).toEqual([]);
    expect(screen.getByRole('button', { name: '重新支付' })).toHaveProperty('disabled', false);
  });

  it('in the mini program, opens the order and hands it over by its number only', async () => {
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    const miniProgram = {
      navigateBack: vi.fn(() => Promise.resolve()),
      navigateTo: vi.fn(() => Promise.resolve()),
    };
    renderPay({ miniProgram, accessContext: 'miniProgram' });
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    fireEvent.click(screen.getByRole('button', { name: '再点一次' }));
    await waitFor(() => expect(miniProgram.navigateTo).toHaveBeenCalledTimes(1));
    expect(miniProgram.navigateTo).toHaveBeenCalledWith({ url: `/pages/pay/index?orderNo=${order.orderNo}` });
    expect(opened()).toHaveLength(1);
    await screen.findByRole('button', { name: '立即支付' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with neither a wallet nor the mini program: the caller’s other way, else a notice and no order', async () => {
    const noWallet = vi.fn();
    const { unmount } = renderPay({}, noWallet);
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect(noWallet).toHaveBeenCalledWith('unionpay');
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    const { container } = renderPay({});
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NO_PAY_HERE_TEXT);
    await expectNoA11yViolations(container);
    expect(opened()).toEqual([]);
  });
});
