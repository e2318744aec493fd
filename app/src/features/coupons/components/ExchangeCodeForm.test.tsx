import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CouponExchange } from '@merchant-h5/sdk';
import { href, paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { mine, walletCoupon } from '../testing/fixtures';
import { ExchangeCodeForm } from './ExchangeCodeForm';

const server = envelopeServerPerTest();
const exchanges = () => server.requests.filter((r) => r.endpoint === 'couponPackageExchange');

const RECEIVED: CouponExchange = {
  code: 'SIM2026A',
  kind: 'coupon',
  name: '费率减免券（30 天）',
  coupons: [walletCoupon({ walletId: 'W9', source: 'exchanged', endTime: '2026-12-21 23:59:59' })],
  order: {
    orderNo: 'CX202611220001',
    couponId: 'Q001',
    couponName: '费率减免券（30 天）',
    count: 1,
    amount: 0,
    status: '02',
    statusName: '兑换成功',
    createTime: '2026-11-22 10:00:00',
    payTime: '2026-11-22 10:00:30',
  },
};

/** The wallet's first tab: `held` unused coupons, one more once a code was exchanged. */
function serveWallet(held: number) {
  server.on('couponMine', () => {
    const n = held + (exchanges().length > 0 && !refused ? 1 : 0);
    const list = Array.from({ length: n }, (_, i) => walletCoupon({ walletId: `W${i}` }));
    return { data: mine(list, 'unused') };
  });
}
let refused = false;

const renderForm = () =>
  renderWithStore(<ExchangeCodeForm />, {
    baseUrl: server.baseUrl,
    path: href(paths.tasks.exchangeCode),
    pattern: paths.tasks.exchangeCode,
  });

const field = () => screen.getByLabelText('兑换码') as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const send = () => fireEvent.click(screen.getByRole('button', { name: /立即兑换|兑换中/ }));

describe('ExchangeCodeForm', () => {
  it('checks the shape beside the field and sends nothing until it is 8 letters or digits', async () => {
    serveWallet(2);
    const { container } = renderForm();
    expect((await screen.findByTestId('unused-count')).textContent).toContain('未使用 2 张');
    await expectNoA11yViolations(container);
    send();
    expect(await screen.findByText('请输入兑换码')).toBeTruthy();
    type('ab-12');
    send();
    expect(await screen.findByText('兑换码只含字母和数字')).toBeTruthy();
    type('ab12');
    expect(field().value).toBe('AB12');
    send();
    expect(await screen.findByText('兑换码为 8 位，还差 4 位')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(container);
    expect(exchanges()).toHaveLength(0);
  });

  it('shows the server’s refusal beside the field, keeps the code, and a retry can succeed', async () => {
    refused = true;
    serveWallet(0);
    server.on('couponPackageExchange', () =>
      refused ? { code: '3201', msg: '兑换码不存在，请核对后重新输入（还可尝试 4 次）' } : { data: RECEIVED },
    );
    renderForm();
    type('nope 0000');
    send();
    const refusal = await screen.findByText('兑换码不存在，请核对后重新输入（还可尝试 4 次）');
    expect(refusal.getAttribute('id')).toBe('exchange-code-message');
    expect(field().value).toBe('NOPE0000');
    expect(exchanges()[0]?.body).toEqual({ code: 'NOPE0000' });
    refused = false;
    type('SIM2026A');
    send();
    expect(await screen.findByRole('heading', { name: '兑换成功' })).toBeTruthy();
  });

  it('sends a double tap once, with an Idempotency-Key, and shows what was received with the way to 我的券', async () => {
    refused = false;
    serveWallet(2);
    server.on('couponPackageExchange', () => ({ data: RECEIVED }));
    const { container } = renderForm();
    await screen.findByText(/未使用 2 张/);
    server.hold();
    type('sim2026a');
    send();
    send();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '兑换中…' }) as HTMLButtonElement).disabled).toBe(true),
    );
    server.release();
    expect(await screen.findByRole('heading', { name: '兑换成功' })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(exchanges()).toHaveLength(1);
    expect(exchanges()[0]?.idempotencyKey).toBeTruthy();
    expect(screen.getByRole('list', { name: '获得的券' })?.textContent).toContain(
      '费率减免券（30 天），有效期至 2026-12-21',
    );
    expect(screen.getByRole('link', { name: '查看我的券' }).getAttribute('href')).toBe(
      paths.tasks.privateCoupon,
    );
    // The exchange refreshed the wallet: its count is asked again.
    await waitFor(() => expect(server.requests.filter((r) => r.endpoint === 'couponMine').length).toBe(2));
  });
});
