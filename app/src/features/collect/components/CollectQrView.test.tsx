import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { payment } from '../testing/fixtures';
import { CollectQrView } from './CollectQrView';

const server = envelopeServerPerTest();

function renderQr(purpose: 'collect' | 'deposit' = 'collect') {
  return renderWithStore(<CollectQrView purpose={purpose} />, {
    baseUrl: server.baseUrl,
    pattern: paths.payments.othersQrcode,
    path: paths.payments.othersQrcode,
  });
}

const amountField = () => screen.getByLabelText('金额（元）');
const type = (text: string) => fireEvent.change(amountField(), { target: { value: text } });
const generate = () => fireEvent.click(screen.getByRole('button', { name: '生成收款码' }));

describe('CollectQrView', () => {
  it('says beside the field what is wrong with the amount, keeps it, and orders nothing', async () => {
    server.on('quickCardPayResult', () => ({
      data: { status: 'none', statusName: '暂无', payOrderNo: null },
    }));
    const { container } = renderQr();
    await screen.findByLabelText('金额（元）');
    await expectNoA11yViolations(container);
    for (const [text, message] of [
      ['', '请输入收款金额'],
      ['0', '收款金额须大于 0'],
      ['50000.01', '单笔收款金额不能超过 ¥50,000.00'],
      ['1.234', '金额最多两位小数'],
    ] as const) {
      type(text);
      generate();
      expect((await screen.findByText(message)).id).toBe(amountField().getAttribute('aria-describedby'));
      expect((amountField() as HTMLInputElement).value).toBe(text);
    }
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(server.requests.filter((r) => r.endpoint === 'quickCardPayRequest')).toEqual([]);
  });

  it('draws the order the server opened as an SVG code with its amount and follows it until paid', async () => {
    let order = payment({ amount: 1234.5 });
    server.on('quickCardPayRequest', () => ({ data: { ...order, smsSent: false, phone: '' } }));
    server.on('quickCardPayResult', () => ({ data: order }));
    const { container, router } = renderQr('deposit');
    await screen.findByLabelText('金额（元）');
    type('1234.5');
    // A double tap: the second lands while the first is in flight.
    const button = screen.getByRole('button', { name: '生成收款码' });
    fireEvent.click(button);
    fireEvent.click(button);
    const code = await screen.findByRole('img', { name: '押金收款码二维码，金额 ¥1,234.50' });
    await act(() => expectNoA11yViolations(container));
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(code.getAttribute('data-qr-text')).toBe(order.qrContent);
    expect(container.querySelector('.mh-collect-amount')?.textContent).toBe('¥1,234.50');
    expect(router.state.location.search).toBe(`?payOrderNo=${order.payOrderNo}`);
    const opened = server.requests.filter((r) => r.endpoint === 'quickCardPayRequest');
    expect(opened.map((r) => r.body)).toEqual([{ payWay: 'qrcode', purpose: 'deposit', amount: 1234.5 }]);
    order = { ...order, status: '00', statusName: '支付成功', payTime: '2026-11-22 10:01:00' };
    await screen.findByTestId('elsewhere', {}, { timeout: 5000 });
    expect(router.state.location.pathname).toBe(`/others/result/success`);
  });

  it('a failed load of the last order says so with 重试, which brings the form', async () => {
    let fail = true;
    server.on('quickCardPayResult', () => (fail ? { status: 500 } : { data: payment() }));
    const { container } = renderQr();
    const retry = await screen.findByRole('button', { name: '重试' });
    await expectNoA11yViolations(container);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByLabelText('金额（元）')).toBeTruthy();
  });

  it('links the last order to its result', async () => {
    server.on('quickCardPayResult', () => ({
      data: payment({ status: '00', statusName: '支付成功', payTime: '2026-11-21 09:00:00' }),
    }));
    const { container } = renderQr();
    const link = await screen.findByRole('link', { name: /支付成功/ });
    await expectNoA11yViolations(container);
    expect(link.getAttribute('href')).toBe('/others/result/success?payOrderNo=CO202611220001');
  });
});
