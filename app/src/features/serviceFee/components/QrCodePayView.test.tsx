import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import type { ServiceFeePayedInfo } from '@merchant-h5/sdk';
import { due, order, paid } from '../testing/fixtures';
import { QrCodePayView } from './QrCodePayView';

const server = envelopeServerPerTest();

// Asking every 200 ms instead of every 2 s: the same screen, a tenth of the wait.
const POLL_MS = 200;

function renderQr(validForMs?: number) {
  return renderWithStore(<QrCodePayView validForMs={validForMs} pollMs={POLL_MS} />, {
    baseUrl: server.baseUrl,
    pattern: paths.help.qrCodePayPage,
    path: paths.help.qrCodePayPage,
  });
}

describe('QrCodePayView', () => {
  it('draws the order as an SVG QR code with its amount and follows it until paid', async () => {
    let payed: ServiceFeePayedInfo = { ...due, orderNo: order.orderNo };
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    server.on('deviceServiceFeePayedInfo', () => ({ data: payed }));
    const { container } = renderQr();
    const code = await screen.findByRole('img', { name: '服务费支付二维码，金额 ¥99.00' });
    // The screen keeps asking while axe runs: act() applies the answers that land meanwhile.
    await act(() => expectNoA11yViolations(container));
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(code.getAttribute('src') ?? '')).toContain('<svg');
    expect(container.querySelector('.mh-fee-amount')?.textContent).toBe('¥99.00');
    const opened = server.requests.filter((r) => r.endpoint === 'deviceServiceFeeReceiveCodeInfo');
    expect(opened.map((r) => r.body)).toEqual([{ channel: 'qrCode' }]);
    payed = paid;
    await screen.findByTestId('elsewhere', {}, { timeout: 5000 });
  });

  it('a failed order shows the reason inline with 重试, which asks again', async () => {
    let fail = true;
    server.on('deviceServiceFeeReceiveCodeInfo', () =>
      fail ? { code: '3005', msg: '服务费已缴纳，无需重复支付' } : { data: order },
    );
    server.on('deviceServiceFeePayedInfo', () => ({ data: due }));
    const { container } = renderQr();
    await screen.findByText('服务费已缴纳，无需重复支付');
    await expectNoA11yViolations(container);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('img', { name: /服务费支付二维码/ });
  });

  it('a fee already paid is not ordered again', async () => {
    server.on('deviceServiceFeePayedInfo', () => ({ data: paid }));
    const { container } = renderQr();
    await screen.findByRole('heading', { name: '服务费已缴纳' });
    await expectNoA11yViolations(container);
    expect(server.requests.map((r) => r.endpoint)).toEqual(['deviceServiceFeePayedInfo']);
  });

  it('stops asking when the code expires and gets a new order on request', async () => {
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    server.on('deviceServiceFeePayedInfo', () => ({ data: { ...due, orderNo: order.orderNo } }));
    const { container } = renderQr(1500);
    await screen.findByRole('img', { name: /服务费支付二维码/ });
    await screen.findByRole('heading', { name: '二维码已过期' }, { timeout: 4000 });
    await expectNoA11yViolations(container);
    const asked = server.requests.length;
    // Five of the intervals it asked at: none asks again.
    await new Promise((r) => setTimeout(r, 5 * POLL_MS));
    expect(server.requests.length).toBe(asked);

    fireEvent.click(screen.getByRole('button', { name: '获取新二维码' }));
    await screen.findByRole('img', { name: /服务费支付二维码/ });
    const keys = server.requests
      .filter((r) => r.endpoint === 'deviceServiceFeeReceiveCodeInfo')
      .map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a failed ask about the payment says so with 重试', async () => {
    let fail = false;
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    server.on('deviceServiceFeePayedInfo', ({ body }) =>
      fail && body.orderNo ? { code: '5000', msg: '系统繁忙' } : { data: { ...due, orderNo: order.orderNo } },
    );
    fail = true;
    const { container } = renderQr();
    await screen.findByText('支付状态加载失败', {}, { timeout: 5000 });
    await expectNoA11yViolations(container);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByText('支付状态加载失败')).toBeNull());
    expect(screen.getByRole('img', { name: /服务费支付二维码/ })).toBeTruthy();
  });

  it('an order the network lost is toasted by the shell: the screen only offers a new code', async () => {
    let fail = true;
    server.on('deviceServiceFeeReceiveCodeInfo', () => (fail ? { status: 502 } : { data: order }));
    server.on('deviceServiceFeePayedInfo', () => ({ data: due }));
    const { container } = renderQr();
    await screen.findByText('二维码未生成，未扣款');
    expect(screen.queryByText(/错误码 502/)).toBeNull();
    await expectNoA11yViolations(container);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重新获取二维码' }));
    await screen.findByRole('img', { name: /服务费支付二维码/ });
  });
});
