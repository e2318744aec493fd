import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { due, order, paid } from '../testing/fixtures';
import { QrCodePayView } from './QrCodePayView';

const server = envelopeServerPerTest();

function renderQr() {
  return renderWithStore(<QrCodePayView />, {
    baseUrl: server.baseUrl,
    pattern: paths.help.qrCodePayPage,
    path: paths.help.qrCodePayPage,
  });
}

describe('QrCodePayView', () => {
  it('draws the order as an SVG QR code with its amount and follows it until paid', async () => {
    let payed: object = { ...due, orderNo: order.orderNo };
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    server.on('deviceServiceFeePayedInfo', () => ({ data: payed }));
    const { container } = renderQr();
    const code = await screen.findByRole('img', { name: '服务费支付二维码，金额 99.00 元' });
    await expectNoA11yViolations(container);
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
    screen.getByRole('button', { name: '重试' }).click();
    await screen.findByRole('img', { name: /服务费支付二维码/ });
  });

  it('a fee already paid is not ordered again', async () => {
    server.on('deviceServiceFeePayedInfo', () => ({ data: paid }));
    const { container } = renderQr();
    await screen.findByRole('heading', { name: '服务费已缴纳' });
    await expectNoA11yViolations(container);
    expect(server.requests.map((r) => r.endpoint)).toEqual(['deviceServiceFeePayedInfo']);
  });
});
