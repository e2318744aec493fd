import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MonthBill } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { toYm } from '../../../lib/dates';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { renderWithStore } from '../../../testing/renderWithStore';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { MonthBillView } from './MonthBillView';

const server = envelopeServerPerTest();

function bill(monthDate: string, withTrades: boolean): MonthBill {
  return withTrades
    ? {
        monthDate,
        totals: { tradeAmount: 3500, tradeCount: 42, fee: 13.3, withdrawalAmount: 3200 },
        daily: [
          { date: `${monthDate}03`, amount: 1500, count: 22 },
          { date: `${monthDate}15`, amount: 2000, count: 20 },
        ],
        months: [monthDate],
      }
    : {
        monthDate,
        totals: { tradeAmount: 0, tradeCount: 0, fee: 0, withdrawalAmount: 0 },
        daily: [],
        months: [monthDate],
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
});
