// The coupon's page against a real local gateway (envelope server) and a fake host wallet: the
// bridge's calls are the host's, recorded; the pay hook and the order's following are the real ones.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CouponOrder, NativeApi } from '@merchant-h5/sdk';
import { href, paths } from '../../../config/paths';
import { CANCELLED_TEXT } from '../../../lib/pay/walletOutcome';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import type { HostContextValue } from '../../../lib/host/HostContext';
import { couponDetail, couponOrder } from '../testing/shop';
import { CouponBuyView } from './CouponBuyView';

const server = envelopeServerPerTest();
afterEach(() => sessionStorage.clear());

const ORDER_INFO = 'out_trade_no=CO2026112900001&total_amount=19.80';

/** A host wallet answering `codes` in turn, recording what it was asked to pay. */
function wallet(...codes: Array<string | Promise<string>>) {
  const asked: unknown[] = [];
  const native = {
    pay: async (opts: unknown) => {
      asked.push(opts);
      const code = await (codes.shift() ?? '9000');
      return { memo: '', result: '', resultStatus: code };
    },
  } as unknown as NativeApi;
  return { native, asked };
}

const created = () => server.requests.filter((r) => r.endpoint === 'couponOrderCreate');

function renderBuy(path: string, host: Partial<HostContextValue> = {}, pollLimitMs = 60_000) {
  return renderWithStore(<CouponBuyView pollMs={20} pollLimitMs={pollLimitMs} />, {
    baseUrl: server.baseUrl,
    pattern: paths.tasks.couponBuy,
    path,
    host,
  });
}

const page = (query?: Record<string, string>) => href(paths.tasks.couponBuy, { id: 'Q001' }, query);

/** The order as the server tells it, in turn (the last one stays). */
function serveOrder(...states: CouponOrder[]) {
  server.on('couponOrderInfo', () => ({ data: states.length > 1 ? states.shift()! : states[0]! }));
}

describe('CouponBuyView', () => {
  it('shows the coupon, the member price, the rules and a total that follows the count', async () => {
    server.on('couponInfo', () => ({
      data: couponDetail({ memberPrice: 7.92, limitPerMerchant: 10, bought: 3, canBuy: 2 }),
    }));
    const { container } = renderBuy(page(), { native: wallet().native, accessContext: 'hostApp' });
    expect(await screen.findByRole('heading', { name: '费率减免券（30 天）' })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(server.requests.find((r) => r.endpoint === 'couponInfo')?.body).toEqual({ id: 'Q001' });
    const facts = screen.getByRole('region', { name: '券的信息' }).textContent;
    expect(facts).toContain('面值 ¥30.00 · 支付后 30 天有效');
    expect(facts).toContain('每人限购 10 张，已购买 3 张');
    expect(facts).toContain('会员价 ¥7.92');
    expect(facts).toContain('原价 ¥9.90');
    expect(screen.getByRole('region', { name: '购买须知' }).querySelector('h3')?.textContent).toBe(
      '购买须知',
    );
    expect(screen.getByTestId('coupon-total').textContent).toBe('¥7.92');
    fireEvent.click(screen.getByRole('button', { name: '增加一张' }));
    expect(screen.getByTestId('coupon-total').textContent).toBe('¥15.84');
    expect(screen.getByRole('button', { name: '增加一张' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '立即支付 ¥15.84' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '减少一张' }));
    expect(screen.getByRole('button', { name: '减少一张' })).toHaveProperty('disabled', true);
  });

  it('a double tap opens one order of the count; paid, the result shows in place and refreshes the wallet', async () => {
    server.on('couponInfo', () => ({ data: couponDetail() }));
    server.on('couponOrderCreate', () => ({ data: { ...couponOrder(), orderInfo: ORDER_INFO } }));
    serveOrder(couponOrder({ status: '02', statusName: '已支付', payTime: '2026-11-29 10:00:05' }));
    let answer: (code: string) => void = () => undefined;
    const { native, asked } = wallet(new Promise<string>((resolve) => (answer = resolve)));
    const { container, router } = renderBuy(page(), { native, accessContext: 'hostApp' });
    fireEvent.click(await screen.findByRole('button', { name: '增加一张' }));
    const button = screen.getByRole('button', { name: '立即支付 ¥19.80' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('button', { name: '支付中…' });
    await waitFor(() => expect(asked).toHaveLength(1));
    answer('9000');
    expect(await screen.findByText('购买成功，券已放入我的卡券')).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(created()).toHaveLength(1);
    expect(created()[0]?.body).toEqual({ couponId: 'Q001', count: 2 });
    expect(created()[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked).toEqual([{ channel: 'alipay', orderInfo: ORDER_INFO }]);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      orderNo: 'CO2026112900001',
      outcome: 'paid',
    });
    expect(screen.getByRole('link', { name: '查看我的卡券' }).getAttribute('href')).toBe(
      paths.tasks.privateCoupon,
    );
    // The coupon's counts are asked again once paid (the wallet's tag).
    await waitFor(() => expect(server.requests.filter((r) => r.endpoint === 'couponInfo').length).toBe(2));
  });

  it('a cancel says nothing was charged beside the button; the retry pays the same order', async () => {
    server.on('couponInfo', () => ({ data: couponDetail() }));
    server.on('couponOrderCreate', () => ({ data: { ...couponOrder(), orderInfo: ORDER_INFO } }));
    serveOrder(couponOrder({ status: '02', statusName: '已支付' }));
    const { native, asked } = wallet('6001', '9000');
    const { container } = renderBuy(page(), { native, accessContext: 'hostApp' });
    fireEvent.click(await screen.findByRole('button', { name: '立即支付 ¥9.90' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CANCELLED_TEXT);
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    expect(await screen.findByText('购买成功，券已放入我的卡券')).toBeTruthy();
    expect(asked).toHaveLength(2);
    expect(new Set(created().map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it("the server's refusal (limit, sold out) is said beside the button in its words", async () => {
    server.on('couponInfo', () => ({ data: couponDetail() }));
    server.on('couponOrderCreate', () => ({ code: '3005', msg: '已达每人限购 10 张' }));
    const { native, asked } = wallet();
    renderBuy(page(), { native, accessContext: 'hostApp' });
    fireEvent.click(await screen.findByRole('button', { name: '立即支付 ¥9.90' }));
    expect((await screen.findByRole('alert')).textContent).toContain('已达每人限购 10 张');
    expect(asked).toEqual([]);
    expect(screen.getByRole('button', { name: '重新支付' })).toHaveProperty('disabled', false);
  });

  it('a coupon the merchant cannot buy says why, with no pay button', async () => {
    server.on('couponInfo', () => ({
      data: couponDetail({ memberOnly: true, canBuy: 0, cannotBuyReason: '仅限付费会员购买' }),
    }));
    const { container } = renderBuy(page(), { native: wallet().native, accessContext: 'hostApp' });
    expect((await screen.findByTestId('cannot-buy')).textContent).toBe('仅限付费会员购买');
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('button', { name: /支付/ })).toBeNull();
    expect(screen.getByText('仅限会员')).toBeTruthy();
    expect(screen.getByRole('link', { name: '开通付费会员' }).getAttribute('href')).toBe('/paid/members');
  });

  it('after a pending word, follows the order: 确认中, 刷新 once the poll gives up, then paid', async () => {
    server.on('couponInfo', () => ({ data: couponDetail() }));
    let paid = false;
    server.on('couponOrderInfo', () => ({
      data: paid ? couponOrder({ status: '02', statusName: '已支付' }) : couponOrder({ status: '01' }),
    }));
    renderBuy(page({ orderNo: 'CO2026112900001', outcome: 'pending' }), {}, 200);
    expect(await screen.findByText('支付结果确认中')).toBeTruthy();
    expect(screen.queryByText(/未扣款/)).toBeNull();
    const refresh = await screen.findByRole('button', { name: '刷新' });
    paid = true;
    fireEvent.click(refresh);
    expect(await screen.findByText('购买成功，券已放入我的卡券')).toBeTruthy();
  });

  it('a closed order says nothing was charged and buys again', async () => {
    server.on('couponInfo', () => ({ data: couponDetail() }));
    serveOrder(couponOrder({ status: '03', statusName: '已关闭' }));
    const { router, container } = renderBuy(page({ orderNo: 'CO2026112900001', outcome: 'paid' }), {
      native: wallet().native,
      accessContext: 'hostApp',
    });
    expect(await screen.findByText('订单已关闭，未扣款')).toBeTruthy();
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '重新购买' }));
    expect(await screen.findByRole('button', { name: '立即支付 ¥9.90' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('back from the mini program unpaid (no wallet word): 未支付, and the pay button hands the same order over', async () => {
    server.on('couponInfo', () => ({ data: couponDetail({ bought: 2, canBuy: 8 }) }));
    serveOrder(couponOrder({ status: '00', count: 2 }));
    const navigateTo = vi.fn(() => Promise.resolve());
    const miniProgram = { navigateBack: () => Promise.resolve(), navigateTo };
    const { container } = renderBuy(page({ orderNo: 'CO2026112900001' }), {
      miniProgram,
      accessContext: 'miniProgram',
    });
    expect(await screen.findByText('订单未支付，未扣款，可重新支付')).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.queryByText('支付结果确认中')).toBeNull();
    const button = screen.getByRole('button', { name: '立即支付 ¥19.80' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/pay/index?orderNo=CO2026112900001' });
    expect(created()).toHaveLength(0);
  });

  it('without a wallet or the mini program, says where to pay instead of a button', async () => {
    server.on('couponInfo', () => ({ data: couponDetail() }));
    renderBuy(page());
    expect(await screen.findByText('当前环境不支持支付，请在 App 中打开')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /支付/ })).toBeNull();
  });

  it('without a coupon, leads to the mall', async () => {
    const { container } = renderBuy(href(paths.tasks.couponBuy));
    expect(screen.getByText('请选择要购买的券')).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByRole('link', { name: '去券商城' }).getAttribute('href')).toBe(paths.tasks.couponMall);
    expect(server.requests).toHaveLength(0);
  });

  it('shows a failure with a retry that loads the coupon', async () => {
    let fail = true;
    server.on('couponInfo', () => (fail ? { status: 500 } : { data: couponDetail() }));
    renderBuy(page(), { native: wallet().native, accessContext: 'hostApp' });
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '费率减免券（30 天）' })).toBeTruthy();
  });
});
