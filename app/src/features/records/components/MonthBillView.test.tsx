import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBridge, createNativeApi } from '@merchant-h5/sdk';
import type { MonthBill } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { shiftYm, toYm } from '../../../lib/dates';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { renderWithStore } from '../../../testing/renderWithStore';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { MonthBillView } from './MonthBillView';

const server = envelopeServerPerTest();

/** The months the simulator offers: this month and the one before. */
const months = () => [toYm(new Date()), shiftYm(toYm(new Date()), -1)];

function bill(monthDate: string, withTrades: boolean): MonthBill {
  return withTrades
    ? {
        monthDate,
        totals: { tradeAmount: 3500, tradeCount: 42, fee: 13.3, withdrawalAmount: 3200 },
        daily: [
          { date: `${monthDate}03`, amount: 1500, count: 22 },
          { date: `${monthDate}15`, amount: 2000, count: 20 },
        ],
        months: months(),
      }
    : {
        monthDate,
        totals: { tradeAmount: 0, tradeCount: 0, fee: 0, withdrawalAmount: 0 },
        daily: [],
        months: months(),
      };
}

describe('MonthBillView', () => {
  it("shows this month's totals and daily trend, and an empty state for a month without trades", async () => {
    const current = toYm(new Date());
    server.on('billQueryDetail', ({ query }) => ({
      data: bill(query.monthDate ?? '', query.monthDate === current),
    }));
    const { container } = renderWithStore(<MonthBillView />, {
      baseUrl: server.baseUrl,
      path: '/monthBill/monthBillHome',
      pattern: paths.records.monthBillHome,
    });

    await screen.findByText('¥3,500.00');
    await expectNoA11yViolations(container);
    expect(server.requests[0]).toMatchObject({
      endpoint: 'billQueryDetail',
      method: 'GET',
      query: { monthDate: current },
    });
    expect(screen.getByText('42笔')).toBeTruthy();
    expect(screen.getByText('¥13.30')).toBeTruthy();
    expect(screen.getByText('¥3,200.00')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('有交易2天');
    expect(screen.getByRole('button', { name: '下一月' })).toHaveProperty('disabled', true);
    // The days' table lists the newest day first, whatever order the server sent.
    const days = within(screen.getByRole('table', { name: '每日明细' })).getAllByRole('rowheader');
    expect(days.map((d) => d.textContent?.slice(-2))).toEqual(['15', '03']);

    fireEvent.click(screen.getByRole('button', { name: '上一月' }));
    await screen.findByText('本月暂无交易');
    await waitFor(() => expect(server.requests.at(-1)?.query.monthDate).not.toBe(current));
    await expectNoA11yViolations(container);
  });

  it('offers 重试 when the bill fails to load', async () => {
    let calls = 0;
    server.on('billQueryDetail', ({ query }) =>
      ++calls === 1 ? { code: '500', msg: '账单服务繁忙' } : { data: bill(query.monthDate ?? '', true) },
    );
    const { container } = renderWithStore(<MonthBillView />, {
      baseUrl: server.baseUrl,
      path: '/monthBill/monthBillHome',
      pattern: paths.records.monthBillHome,
    });
    expect((await screen.findByRole('alert')).textContent).toContain('账单服务繁忙');
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('¥3,500.00');
  });

  it('stops at the first month with data and at this month', async () => {
    const current = toYm(new Date());
    server.on('billQueryDetail', ({ query }) => ({ data: bill(query.monthDate ?? '', true) }));
    renderWithStore(<MonthBillView />, {
      baseUrl: server.baseUrl,
      path: `/monthBill/monthBillHome?monthDate=${shiftYm(current, -1)}`,
      pattern: paths.records.monthBillHome,
    });
    await screen.findByText('¥3,500.00');
    expect(screen.getByRole('button', { name: '上一月' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '下一月' })).toHaveProperty('disabled', false);
  });

  it('a day’s row and a day’s column open that day’s transactions', async () => {
    const current = toYm(new Date());
    server.on('billQueryDetail', ({ query }) => ({ data: bill(query.monthDate ?? '', true) }));
    const { container, router } = renderWithStore(<MonthBillView />, {
      baseUrl: server.baseUrl,
      path: '/monthBill/monthBillHome',
      pattern: paths.records.monthBillHome,
    });
    const link = await screen.findByRole('link', { name: `${current.slice(4)}-15 的交易` });
    await expectNoA11yViolations(container);
    expect(link.getAttribute('href')).toBe(`/transaction/record?startDate=${current}15&endDate=${current}15`);
    fireEvent.click(container.querySelector('rect.mh-trend-hit[data-day="3"]')!);
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?startDate=${current}03&endDate=${current}03`),
    );
    expect(router.state.location.pathname).toBe('/transaction/record');
  });

  it('in a host app saves the bill as a picture and says so; elsewhere offers no button', async () => {
    server.on('billQueryDetail', ({ query }) => ({ data: bill(query.monthDate ?? '', true) }));
    const win = {
      navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 10; Redmi 9A) Mobile Safari/537.36' },
      merchantBridge: { postMessage: () => undefined },
    };
    const answers = { saveAsImage: { resultCode: '0000' } };
    const native = createNativeApi(createBridge(win, { mock: { answers, delayMs: 0 } }), {
      appVersion: '360',
    });
    const app = renderWithStore(<MonthBillView />, {
      baseUrl: server.baseUrl,
      path: '/monthBill/monthBillHome',
      pattern: paths.records.monthBillHome,
      host: { native, accessContext: 'hostApp' },
    });
    fireEvent.click(await screen.findByRole('button', { name: '保存账单图片' }));
    // The toast's words reach screen readers through the toaster's live region.
    expect(await screen.findByText('已保存到相册')).toBeTruthy();
    await expectNoA11yViolations(app.container);
    app.unmount();

    renderWithStore(<MonthBillView />, {
      baseUrl: server.baseUrl,
      path: '/monthBill/monthBillHome',
      pattern: paths.records.monthBillHome,
    });
    await screen.findAllByText('¥3,500.00');
    expect(screen.queryByRole('button', { name: '保存账单图片' })).toBeNull();
  });
});
