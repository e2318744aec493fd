// Searching the transaction list by amount, card tail or order number.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { renderWithStore } from '../../../testing/renderWithStore';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { transaction, transactionPage, transactions } from '../testing/fixtures';
import { TransactionList } from './TransactionList';

const server = envelopeServerPerTest();
const listCalls = () => server.requests.filter((r) => r.endpoint === 'transactionRecordList');
const field = () => screen.getByRole('searchbox', { name: '搜索交易：金额、卡号后四位或订单号' });

function renderList(path = '/transaction/record') {
  server.on('transactionRecordList', ({ body }) => {
    const rows =
      body.keyword === '88' ? [transaction(9, { amount: 88 })] : body.keyword ? [] : transactions(3);
    return { data: transactionPage(rows, body) };
  });
  return renderWithStore(<TransactionList />, {
    baseUrl: server.baseUrl,
    path,
    pattern: paths.records.transactionRecord,
  });
}

afterEach(() => vi.useRealTimers());

describe('searching the list', () => {
  it('asks once the merchant stops typing and keeps the search in the address', async () => {
    const { container, router } = renderList();
    await screen.findByRole('list', { name: '交易记录' });
    await expectNoA11yViolations(container);
    fireEvent.change(field(), { target: { value: '8' } });
    fireEvent.change(field(), { target: { value: '88' } });
    await screen.findByText('¥88.00');
    // One call for '88', none for the '8' typed on the way.
    expect(listCalls().map((c) => c.body.keyword)).toEqual(['', '88']);
    expect(router.state.location.search).toContain('keyword=88');
    await expectNoA11yViolations(container);
  });

  it('reads the search from the address, names it when nothing matches, and clears it', async () => {
    const { container, router } = renderList('/transaction/record?keyword=1234');
    await screen.findByText('没有找到与“1234”相关的交易');
    await expectNoA11yViolations(container);
    expect((field() as HTMLInputElement).value).toBe('1234');
    expect(listCalls()[0]?.body.keyword).toBe('1234');

    fireEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    await screen.findByRole('list', { name: '交易记录' });
    expect((field() as HTMLInputElement).value).toBe('');
    expect(router.state.location.search).not.toContain('keyword');
  });

  it('refuses a full card number beside the field and never sends it or puts it in the address', async () => {
    const { container, router } = renderList();
    await screen.findByRole('list', { name: '交易记录' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(field(), { target: { value: '6222 0212 3456 7890 123' } });
    expect(screen.getByRole('alert').textContent).toBe('请只输入卡号后四位，完整卡号不能用于搜索');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    await expectNoA11yViolations(container);
    expect(listCalls()).toHaveLength(1);
    expect(router.state.location.search).not.toMatch(/\d{12}/);
  });

  it('ignores a card number someone put in the address', async () => {
    renderList('/transaction/record?keyword=6222021234567890123');
    await screen.findByRole('list', { name: '交易记录' });
    await waitFor(() => expect(listCalls()[0]?.body.keyword).toBe(''));
  });
});
