import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { toYmd } from '../../../lib/dates';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { ReconciliationView } from './ReconciliationView';

const server = envelopeServerPerTest();

const day = (offset: number) => {
  const d = new Date();
  return toYmd(new Date(d.getFullYear(), d.getMonth(), d.getDate() + offset));
};

/** The server's reconciliation: two trades a day, today's 对账中. */
function serveReconciliation() {
  server.on('reconcil', ({ body }) => {
    const date = String(body.date);
    const today = date === day(0);
    return {
      data: {
        date,
        tradeCount: 2,
        tradeAmount: 300,
        fee: 1.8,
        settleAmount: 298.2,
        status: today ? '0' : '1',
        statusName: today ? '对账中，次日完成' : '已对账',
      },
    };
  });
}

const renderView = (search = '') =>
  renderWithStore(<ReconciliationView />, {
    baseUrl: server.baseUrl,
    pattern: paths.other.recordAssistant,
    path: `${paths.other.recordAssistant}${search}`,
  });

describe('ReconciliationView', () => {
  it('opens on yesterday, shows the server’s figures and links to that day’s transactions', async () => {
    serveReconciliation();
    const { container } = renderView();
    expect((await screen.findByTestId('reconcile-status')).textContent).toBe('已对账');
    await expectNoA11yViolations(container);
    expect(server.requests.find((r) => r.endpoint === 'reconcil')?.body).toEqual({ date: day(-1) });
    expect(screen.getByText('¥298.20')).toBeTruthy();
    const y = day(-1);
    expect(screen.getByRole('link', { name: '查看当日交易明细' }).getAttribute('href')).toBe(
      `/transaction/record?startDate=${y}&endDate=${y}`,
    );
  });

  it('steps to today (对账中) and no further, and back no more than 90 days', async () => {
    serveReconciliation();
    renderView();
    await screen.findByTestId('reconcile-status');
    fireEvent.click(screen.getByRole('button', { name: '下一天' }));
    await waitFor(() => expect(screen.getByTestId('reconcile-status').textContent).toBe('对账中，次日完成'));
    expect(screen.getByRole('button', { name: '下一天' })).toHaveProperty('disabled', true);
  });

  it('takes the day from the address: 90 days back is the earliest, with no step further back', async () => {
    serveReconciliation();
    renderView(`?date=${day(-90)}`);
    await screen.findByTestId('reconcile-status');
    expect(server.requests.find((r) => r.endpoint === 'reconcil')?.body).toEqual({ date: day(-90) });
    expect(screen.getByRole('button', { name: '上一天' })).toHaveProperty('disabled', true);
  });

  it('asks for yesterday when the address names a day to come', async () => {
    serveReconciliation();
    renderView(`?date=${day(3)}`);
    await screen.findByTestId('reconcile-status');
    expect(server.requests.find((r) => r.endpoint === 'reconcil')?.body).toEqual({ date: day(-1) });
  });
});
