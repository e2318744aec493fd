import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WalletCouponStatus } from '@merchant-h5/sdk';
import { href, paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { mine, walletCoupon } from '../testing/fixtures';
import { WalletView } from './WalletView';

const server = envelopeServerPerTest();

const WALLET = [
  walletCoupon({
    walletId: 'W-soon',
    name: '会员八折券',
    daysLeft: 2,
    minAmount: 99,
    endTime: '2026-11-24 23:59:59',
  }),
  walletCoupon({ walletId: 'W-later', unusableReason: '2026-11-25 00:00 起可用', sourceName: '会员权益' }),
  walletCoupon({
    walletId: 'W-used',
    status: 'used',
    daysLeft: null,
    usedTime: '2026-11-19 15:00:00',
    unusableReason: '已于 2026-11-19 使用',
  }),
];

function serve(all = WALLET) {
  server.on('couponMine', ({ body }) => ({
    data: mine(all, (body.status ?? 'unused') as WalletCouponStatus),
  }));
}

const renderWallet = (path: string = href(paths.tasks.privateCoupon)) =>
  renderWithStore(<WalletView />, { baseUrl: server.baseUrl, path, pattern: paths.tasks.privateCoupon });

describe('WalletView', () => {
  it('shows the unused tab: each card with its worth, validity, source; the ending-soon badge', async () => {
    serve();
    const { container } = renderWallet();
    const list = await screen.findByRole('list', { name: '未使用' });
    await expectNoA11yViolations(container);
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('会员八折券');
    expect(cards[0]?.textContent).toContain('¥30.00');
    expect(cards[0]?.textContent).toContain('有效期至 2026-11-24');
    expect(cards[0]?.textContent).toContain('2 天后到期');
    expect(cards[0]?.textContent).toContain('满 ¥99.00 可用');
    expect(cards[1]?.textContent).toContain('来源：会员权益');
    expect(cards[1]?.textContent).toContain('2026-11-25 00:00 起可用');
    expect(cards[1]?.textContent).not.toContain('天后到期');
    expect(screen.getByRole('button', { name: '未使用(2)' }).getAttribute('aria-pressed')).toBe('true');
    expect(server.requests[server.requests.length - 1]?.body).toEqual({ status: 'unused' });
  });

  it('switches tabs, asking the server for that tab; a used coupon says when it was used', async () => {
    serve();
    renderWallet();
    fireEvent.click(await screen.findByRole('button', { name: '已使用(1)' }));
    const list = await screen.findByRole('list', { name: '已使用' });
    expect(list?.textContent).toContain('已于 2026-11-19 使用');
    expect(server.requests.some((r) => r.body.status === 'used')).toBe(true);
  });

  it('says a tab is empty and leads to the exchange code and the mall', async () => {
    serve([]);
    const { container } = renderWallet(href(paths.tasks.privateCoupon, {}, { status: 'expired' }));
    expect(await screen.findByText('暂无已过期的券')).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByRole('link', { name: '去兑换' }).getAttribute('href')).toBe(paths.tasks.exchangeCode);
    expect(screen.getByRole('link', { name: '去券商城购买' }).getAttribute('href')).toBe(
      paths.tasks.couponMall,
    );
  });

  it('shows a failure with a retry that loads the wallet', async () => {
    let fail = true;
    server.on('couponMine', () => (fail ? { status: 500 } : { data: mine(WALLET, 'unused') }));
    renderWallet();
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('list', { name: '未使用' })).toBeTruthy());
  });
});
