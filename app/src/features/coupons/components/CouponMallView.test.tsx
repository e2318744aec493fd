import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { href, paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest, page } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { saleCoupon } from '../testing/shop';
import { CouponMallView } from './CouponMallView';

const server = envelopeServerPerTest();

const COUPONS = [
  saleCoupon(),
  saleCoupon({
    id: 'Q002',
    type: '02',
    name: '免费提现券 10 张',
    price: 5,
    faceValue: 20,
    validDays: 90,
    limitPerMerchant: 5,
  }),
  saleCoupon({
    id: 'Q004',
    type: '04',
    name: '月度专享礼包',
    price: 29.9,
    memberOnly: true,
    limitPerMerchant: 3,
  }),
  saleCoupon({ id: 'Q006', type: '05', name: '流量卡 10G', price: 15, stock: 0 }),
];

const calls = () => server.requests.filter((r) => r.endpoint === 'couponSellList');

function serve() {
  server.on('couponSellList', ({ body }) => {
    const type = (body as { type?: string }).type;
    return {
      data: page(
        COUPONS.filter((c) => !type || c.type === type),
        body,
      ),
    };
  });
}

const renderMall = (path: string = paths.tasks.couponMall) =>
  renderWithStore(<CouponMallView />, { baseUrl: server.baseUrl, path, pattern: paths.tasks.couponMall });

describe('CouponMallView', () => {
  it('lists the coupons on sale with price, worth, validity, limit, member-only and sold-out', async () => {
    serve();
    const { container } = renderMall();
    const list = await screen.findByRole('list', { name: '在售的券' });
    await expectNoA11yViolations(container);
    expect(calls()[0]?.body).toEqual({ pageNum: 1, pageSize: 20 });
    const rows = [...list.querySelectorAll('.mh-mall-coupon')];
    expect(rows).toHaveLength(4);
    expect(rows[0]!.textContent).toContain('费率减免券（30 天）');
    expect(rows[0]!.textContent).toContain('¥9.90');
    expect(rows[0]!.textContent).toContain('面值 ¥30.00 · 30 天有效');
    expect(rows[0]!.textContent).not.toContain('限购');
    expect(rows[1]!.textContent).toContain('每人限购 5 张');
    expect(rows[2]!.textContent).toContain('仅限会员');
    expect(rows[3]!.textContent).toContain('已售罄');
    expect(rows[0]!.textContent).not.toContain('已售罄');
    const link = screen.getByRole('link', { name: /免费提现券 10 张/ });
    expect(link.getAttribute('href')).toBe(href(paths.tasks.couponBuy, { id: 'Q002' }));
    expect(screen.getByRole('link', { name: '我的卡券' }).getAttribute('href')).toBe(
      paths.tasks.privateCoupon,
    );
    expect(screen.getByRole('link', { name: '购买记录' }).getAttribute('href')).toBe(
      paths.tasks.couponBuyHistory,
    );
  });

  it('filters by kind, asking the server, and keeps the kind in the address', async () => {
    serve();
    const { router } = renderMall();
    await screen.findByRole('list', { name: '在售的券' });
    fireEvent.click(screen.getByRole('button', { name: '提现券' }));
    await waitFor(() => expect(calls().some((r) => (r.body as { type?: string }).type === '02')).toBe(true));
    await waitFor(() => expect(screen.queryByText('费率减免券（30 天）')).toBeNull());
    expect(screen.getByText('免费提现券 10 张')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('02');
  });

  it('opens filtered by the address and says when a kind has nothing on sale', async () => {
    serve();
    const { container } = renderMall(href(paths.tasks.couponMall, {}, { type: '03' }));
    expect(await screen.findByText('暂无在售的折扣券')).toBeTruthy();
    expect(calls()[0]?.body).toEqual({ type: '03', pageNum: 1, pageSize: 20 });
    expect(screen.getByRole('button', { name: '折扣券' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoA11yViolations(container);
  });

  it('loads the next page on 加载更多 while the server has more', async () => {
    const many = Array.from({ length: 25 }, (_, i) => saleCoupon({ id: `Q${100 + i}`, name: `券 ${i + 1}` }));
    server.on('couponSellList', ({ body }) => ({ data: page(many, body) }));
    renderMall();
    const list = await screen.findByRole('list', { name: '在售的券' });
    expect(list.querySelectorAll('li')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(25));
    expect(calls().map((r) => (r.body as { pageNum: number }).pageNum)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('shows a failure with a retry that loads the coupons', async () => {
    let fail = true;
    server.on('couponSellList', ({ body }) => (fail ? { status: 500 } : { data: page(COUPONS, body) }));
    renderMall();
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('list', { name: '在售的券' })).toBeTruthy();
  });
});
