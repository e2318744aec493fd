// Today's takings at the top of the transaction list, in each state it can be in.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { renderWithStore } from '../../../testing/renderWithStore';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { transactionPage, transactions } from '../testing/fixtures';
import { TransactionList } from './TransactionList';

const server = envelopeServerPerTest();
const today = (count: number, amount: number) => ({
  date: '20261123',
  count,
  amount,
  settleCycle: 'T+1' as const,
  expectedArrival: '20261124',
});

function renderList() {
  return renderWithStore(<TransactionList />, {
    baseUrl: server.baseUrl,
    path: '/transaction/record',
    pattern: paths.records.transactionRecord,
  });
}

const card = () => screen.getByRole('region', { name: '今日收款' });

describe('today’s takings', () => {
  it('comes first and large: amount, count and the T+1 arrival date', async () => {
    server.on('transactionRecordList', ({ body }) => ({
      data: transactionPage(transactions(3), body, { today: today(42, 7030549.29) }),
    }));
    server.hold();
    const { container } = renderList();
    await expectNoA11yViolations(container);
    expect(card().getAttribute('aria-busy')).toBe('true');

    server.release();
    await screen.findByText('¥7,030,549.29');
    await expectNoA11yViolations(container);
    expect(card().getAttribute('aria-busy')).toBe('false');
    expect(card().textContent).toContain('成功 42 笔 · T+1 结算 · 预计 11月24日 到账');
    // First in the screen, before the filters.
    const filters = screen.getByRole('group', { name: '交易日期' });
    expect(card().compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows ¥0.00 on a day with no trades yet, not a blank', async () => {
    server.on('transactionRecordList', ({ body }) => ({
      data: transactionPage([], body, { today: today(0, 0) }),
    }));
    const { container } = renderList();
    await screen.findByText('¥0.00');
    await expectNoA11yViolations(container);
    expect(card().textContent).toContain('今日暂无成功交易 · T+1 结算 · 预计 11月24日 到账');
  });

  it('leaves the one error message to the list when the call fails', async () => {
    server.on('transactionRecordList', () => ({ status: 500 }));
    const { container } = renderList();
    await screen.findByRole('alert');
    await expectNoA11yViolations(container);
    await waitFor(() => expect(card().textContent).toContain('暂不可用'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(1);
  });
});
