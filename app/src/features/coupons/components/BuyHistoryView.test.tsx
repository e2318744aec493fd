import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CouponOrder } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest, page } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { BuyHistoryView } from './BuyHistoryView';

const server = envelopeServerPerTest();

function order(n: number, overrides: Partial<CouponOrder> = {}): CouponOrder {
  return {
    orderNo: `CO2026112900${n}`,
    couponId: 'Q001',
    couponName: '费率减免券（30 天）',
    count: 2,
    amount: 19.9,
    status: '02',
    statusName: '已支付',
    createTime: '2026-11-28 10:00:00',
    payTime: '2026-11-28 10:00:05',
    ...overrides,
  };
}

const orders = [
  order(2, {
    couponName: '提现免费券',
    count: 1,
    amount: 0,
    statusName: '兑换成功',
    payTime: '2026-11-29 09:30:00',
  }),
  order(1),
];

const calls = () => server.requests.filter((r) => r.endpoint === 'couponBuyHistory');

const renderHistory = () =>
  renderWithStore(<BuyHistoryView />, {
    baseUrl: server.baseUrl,
    path: paths.tasks.couponBuyHistory,
    pattern: paths.tasks.couponBuyHistory,
  });

describe('BuyHistoryView', () => {
  it('lists the orders newest first with coupon, count, amount, time, order number and state', async () => {
    server.on('couponBuyHistory', ({ body }) => ({ data: page(orders, body) }));
    const { container } = renderHistory();
    const list = await screen.findByRole('list', { name: '购买记录' });
    expect(calls()[0]?.body).toEqual({ pageNum: 1, pageSize: 20 });
    const rows = [...list.querySelectorAll('[data-order-status]')];
    expect(rows.map((r) => r.getAttribute('data-order-status'))).toEqual(['兑换成功', '已支付']);
    expect(rows[0]!.textContent).toContain('提现免费券 ×1');
    expect(rows[0]!.querySelector('.mh-record-amount')?.textContent).toBe('¥0.00');
    expect(rows[0]!.textContent).toContain('2026-11-29 09:30:00');
    expect(rows[0]!.textContent).toContain('订单号 CO20261129002');
    expect(rows[1]!.textContent).toContain('费率减免券（30 天） ×2');
    expect(rows[1]!.querySelector('.mh-record-amount')?.textContent).toBe('¥19.90');
    await expectNoA11yViolations(container);
  });

  it('has a real empty state leading to the mall and the exchange code', async () => {
    server.on('couponBuyHistory', ({ body }) => ({ data: page([], body) }));
    const { container } = renderHistory();
    expect(await screen.findByText('还没有购买或兑换记录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去兑换' }).getAttribute('href')).toBe('/exchange/code');
    expect(screen.getByRole('link', { name: '券商城' }).getAttribute('href')).toBe('/coupon/mall');
    await expectNoA11yViolations(container);
  });

  it('says what failed and offers 重试, which loads the orders', async () => {
    let failing = true;
    server.on('couponBuyHistory', ({ body }) =>
      failing ? { code: '500', msg: '券服务繁忙' } : { data: page(orders, body) },
    );
    renderHistory();
    expect((await screen.findByRole('alert')).textContent).toContain('券服务繁忙');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '购买记录' })).toBeTruthy();
    expect(screen.getByText('订单号 CO20261129001')).toBeTruthy();
  });
});
