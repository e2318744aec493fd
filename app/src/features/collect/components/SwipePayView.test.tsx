import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NativeApi } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { HANDED_OFF_TITLE } from '../../../components/MiniProgramPay/MiniProgramPayHandOff';
import { PAY_TAPPED } from '../../../lib/host/useMiniProgramPay';
import { NO_READER_TEXT } from '../lib/swipe';
import { androidHost, payment } from '../testing/fixtures';
import { SwipePayView } from './SwipePayView';

const server = envelopeServerPerTest();
const swipeOrder = payment({ payWay: 'swipe', qrContent: null, amount: 88 });

function renderSwipe(
  native: NativeApi | null,
  path: string = paths.payments.swipeCardPayingPage,
  timeoutMs?: number,
) {
  server.on('quickCardPayRequest', () => ({ data: { ...swipeOrder, smsSent: false, phone: '' } }));
  server.on('quickCardPayResult', () => ({ data: swipeOrder }));
  return renderWithStore(<SwipePayView timeoutMs={timeoutMs} />, {
    baseUrl: server.baseUrl,
    pattern: paths.payments.swipeCardPayingPage,
    path,
    host: { native, accessContext: native ? 'hostApp' : 'officialAccount' },
  });
}

async function collect(amount: string) {
  fireEvent.change(await screen.findByLabelText('金额（元）'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: '刷卡收款' }));
}

const opened = () => server.requests.filter((r) => r.endpoint === 'quickCardPayRequest');

describe('SwipePayView', () => {
  it("opens one order and swipes it; '0000' moves to the success result", async () => {
    const host = androidHost(() => ({ data: { errorCode: '0000' } }));
    const { container, router } = renderSwipe(host.native);
    await screen.findByRole('link', { name: /等待付款/ });
    await expectNoA11yViolations(container);
    await collect('88');
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/others/result/success');
    expect(opened().map((r) => r.body)).toEqual([{ payWay: 'swipe', amount: 88 }]);
    expect(host.calls).toEqual([
      { functionName: 'swipeCardPay', data: { amount: '88.00', orderNo: swipeOrder.payOrderNo } },
    ]);
  });

  it('a declined card moves to the failure result', async () => {
    const host = androidHost(() => ({ data: { errorCode: '1001' } }));
    const { router } = renderSwipe(host.native);
    await collect('88');
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/others/result/failure');
  });

  it('a card-read error says so and swipes the same order again', async () => {
    let code = '2001';
    const host = androidHost(() => ({ data: { errorCode: code } }));
    const { container } = renderSwipe(host.native);
    await collect('88');
    expect((await screen.findByRole('alert')).textContent).toBe('读卡失败，请重新插卡或刷卡');
    await expectNoA11yViolations(container);
    code = '3001';
    fireEvent.click(screen.getByRole('button', { name: '重新刷卡' }));
    await screen.findByText('已取消刷卡，未扣款');
    expect(opened()).toHaveLength(1);
    expect(host.calls.map((c) => (c.data as { orderNo: string }).orderNo)).toEqual([
      swipeOrder.payOrderNo,
      swipeOrder.payOrderNo,
    ]);
  });

  it('a host without the call, or too old for it, gets a clear message', async () => {
    const host = androidHost(() => ({ errorCode: 'NOT_FOUND', errorMsg: '原生未实现方法 swipeCardPay' }));
    renderSwipe(host.native);
    await collect('88');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '当前 App 版本不支持刷卡，请升级 App 后重试，或改用扫码收款',
    );
  });

  it('a host that never answers lets the merchant look up the order instead of waiting forever', async () => {
    const host = androidHost(() => 'silent');
    const { router } = renderSwipe(
      host.native,
      `${paths.payments.swipeCardPayingPage}?payOrderNo=${swipeOrder.payOrderNo}`,
      50,
    );
    fireEvent.click(await screen.findByRole('button', { name: '开始刷卡' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '刷卡设备未响应，请查看订单结果后再决定是否重新收款',
    );
    fireEvent.click(screen.getByRole('button', { name: '查看订单结果' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/others/result/processing');
  });

  it('where no card can be swiped it says what to do and orders nothing', async () => {
    const { container } = renderSwipe(null);
    expect((await screen.findByRole('alert')).textContent).toBe(NO_READER_TEXT);
    await expectNoA11yViolations(container);
    expect(screen.getByRole('link', { name: '改用扫码收款' }).getAttribute('href')).toBe('/others/qrcode');
    expect(opened()).toEqual([]);
  });

  it('inside the mini program hands a 开心送 order to its pay page once, by its number, and waits', async () => {
    // Opened by the merchant's 去支付 tap (PackageChooser navigates with PAY_TAPPED).
    const happy = payment({ purpose: 'happySend', amount: 99 });
    server.on('quickCardPayResult', () => ({ data: happy }));
    const miniProgram = {
      navigateBack: vi.fn(() => Promise.resolve()),
      navigateTo: vi.fn(() => Promise.resolve()),
    };
    const { container, router } = renderWithStore(<SwipePayView />, {
      baseUrl: server.baseUrl,
      pattern: paths.mirror.happyDeliverySwipeCardPayingPage,
      path: `${paths.mirror.happyDeliverySwipeCardPayingPage}?payOrderNo=${happy.payOrderNo}`,
      state: PAY_TAPPED,
      host: { native: null, miniProgram, accessContext: 'miniProgram' },
    });
    await screen.findByRole('heading', { name: HANDED_OFF_TITLE });
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('img', { name: /二维码/ })).toBeNull();
    expect(miniProgram.navigateTo).toHaveBeenCalledTimes(1);
    expect(miniProgram.navigateTo).toHaveBeenCalledWith({
      url: `/pages/pay/index?orderNo=${happy.payOrderNo}`,
    });
    fireEvent.click(screen.getByRole('button', { name: '查看支付结果' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/zEraAGeneraMiniProgramWeb/HappyDelivery/result/processing');
  });
});
