import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { lastDays } from '../../../lib/dates';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { renderWithStore } from '../../../testing/renderWithStore';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { scrollListTo } from '../../../testing/scroll';
import { transaction, transactionPage, transactions } from '../testing/fixtures';
import { TransactionList } from './TransactionList';

const server = envelopeServerPerTest();

function renderList() {
  return renderWithStore(<TransactionList />, {
    baseUrl: server.baseUrl,
    path: '/transaction/record',
    pattern: paths.records.transactionRecord,
  });
}

const listCalls = () => server.requests.filter((r) => r.endpoint === 'transactionRecordList');

describe('TransactionList', () => {
  it('loads the last 30 days, showing a skeleton until the first page arrives', async () => {
    const all = transactions(45);
    server.on('transactionRecordList', ({ body }) => ({
      data: transactionPage(all, body, { summary: { count: 45, amount: 9999, fee: 12 } }),
    }));
    server.hold();
    const { container } = renderList();
    await expectNoA11yViolations(container);
    expect(screen.getByRole('status', { busy: true }).textContent).toContain('加载中');
    // The summary line holds its place, so the list under it does not move when the page comes.
    expect(screen.getByText('成功 -- 笔，金额 --')).toBeTruthy();

    server.release();
    await screen.findByRole('list', { name: '交易记录' });
    expect(screen.queryByText('成功 -- 笔，金额 --')).toBeNull();
    const [first] = listCalls();
    expect(first?.body).toMatchObject({ ...lastDays(30), tradeType: '', pageNum: 1, pageSize: 20 });
    expect(screen.getByText('成功 45 笔，金额 ¥9,999.00，手续费 ¥12.00')).toBeTruthy();
    const link = screen.getAllByRole('link')[0]!;
    expect(link.getAttribute('href')).toBe('/transaction/detail/T000001/20261120/02');
    await expectNoA11yViolations(container);
  });

  it('reloads when the merchant changes the date range or the trade type', async () => {
    server.on('transactionRecordList', ({ body }) => {
      const type = String(body.tradeType ?? '');
      const rows =
        type === '01'
          ? [transaction(7, { tradeType: '01', tradeTypeName: '刷卡消费', payWay: '借记卡' })]
          : transactions(3);
      return {
        data: transactionPage(rows, body, {
          tradeTypes: [
            { tradeType: '01', tradeTypeName: '刷卡消费' },
            { tradeType: '02', tradeTypeName: '扫码收款' },
          ],
        }),
      };
    });
    const { container } = renderList();
    await screen.findByRole('list', { name: '交易记录' });
    await expectNoA11yViolations(container);

    fireEvent.click(screen.getByRole('button', { name: '近7天' }));
    await waitFor(() => expect(listCalls().at(-1)?.body).toMatchObject({ ...lastDays(7) }));
    expect(screen.getByRole('button', { name: '近7天' }).getAttribute('aria-pressed')).toBe('true');

    // The type chips come from the server's tradeTypes.
    const types = screen.getByRole('group', { name: '交易类型' });
    expect(within(types).queryByRole('button', { name: '闪付' })).toBeNull();
    fireEvent.click(within(types).getByRole('button', { name: '刷卡消费' }));
    await waitFor(() => expect(listCalls().at(-1)?.body).toMatchObject({ ...lastDays(7), tradeType: '01' }));
    await screen.findByText('刷卡消费 · 借记卡');
    // One day's header and its one trade.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(within(types).getByRole('button', { name: '刷卡消费' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers 今日 first among the quick ranges', async () => {
    server.on('transactionRecordList', ({ body }) => ({ data: transactionPage(transactions(2), body) }));
    const { container } = renderList();
    await screen.findByRole('list', { name: '交易记录' });
    await expectNoA11yViolations(container);
    const chips = within(screen.getByRole('group', { name: '交易日期' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['今日', '近7天', '近30天', '近90天']);
    fireEvent.click(screen.getByRole('button', { name: '今日' }));
    await waitFor(() => expect(listCalls().at(-1)?.body).toMatchObject(lastDays(1)));
    expect(lastDays(1).startDate).toBe(lastDays(1).endDate);
    expect(screen.getByRole('button', { name: '今日' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('puts a header with the whole day’s subtotal before each day, across pages', async () => {
    const all = [
      ...Array.from({ length: 25 }, (_, i) => transaction(i + 1, { tranDt: '20261123' })),
      ...Array.from({ length: 5 }, (_, i) => transaction(i + 26, { tranDt: '20261122' })),
    ];
    server.on('transactionRecordList', ({ body }) => {
      const shown = transactionPage(all, body);
      const days = [...new Set(shown.list.map((t) => t.tranDt))].map((date) =>
        date === '20261123' ? { date, count: 24, amount: 7030549.29 } : { date, count: 5, amount: 640 },
      );
      return { data: { ...shown, days } };
    });
    const { container } = renderList();
    await screen.findByText('11月23日 周一');
    await expectNoA11yViolations(container);
    expect(screen.getByText('成功 24 笔 ¥7,030,549.29')).toBeTruthy();
    // Page 2 follows once the merchant scrolls toward the end; the 23rd keeps its one header, the
    // 22nd gets its own: 30 trades loaded, 32 rows with the 2 headers.
    const scroller = container.querySelector<HTMLElement>('[data-list-scroller]')!;
    expect(scroller.getAttribute('data-rows-loaded')).toBe('20');
    // The virtualizer, asked for after the first rows' paint, places the rows from here on.
    await waitFor(() => expect(container.querySelector('[data-rows="virtual"]')).not.toBeNull());
    scrollListTo(scroller, 1000);
    await waitFor(() => expect(scroller.getAttribute('data-rows-loaded')).toBe('30'));
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('32');
    scrollListTo(scroller, 2000);
    await screen.findByText('11月22日 周日');
    expect(screen.getByText('成功 5 笔 ¥640.00')).toBeTruthy();
    const headers = [...container.querySelectorAll('.mh-day-header')].map((h) =>
      h.closest('[role="listitem"]'),
    );
    // A header is not a link and is shorter than a trade's row.
    expect(headers[0]?.querySelector('a')).toBeNull();
    const height = (el: Element | null | undefined) => Number.parseFloat((el as HTMLElement).style.height);
    const tradeRow = container.querySelector('a.mh-list-row-link')?.closest('[role="listitem"]');
    expect(height(headers[0])).toBeLessThan(height(tradeRow));
  });

  it('tells failed and refunded trades apart from successful ones, not by colour alone', async () => {
    const rows = [
      transaction(1, { amount: 1234567.5 }),
      transaction(2, { amount: 88, status: '01', statusName: '交易失败' }),
      // A refund the server sent unsigned is still shown going out.
      transaction(3, { amount: 20, tradeType: '04', tradeTypeName: '退货' }),
    ];
    server.on('transactionRecordList', ({ body }) => ({ data: transactionPage(rows, body) }));
    const { container } = renderList();
    await screen.findByRole('list', { name: '交易记录' });
    await expectNoA11yViolations(container);
    const amounts = [...container.querySelectorAll('.mh-record-amount')].map((n) => [
      n.textContent,
      n.getAttribute('data-outcome'),
    ]);
    expect(amounts).toEqual([
      ['¥1,234,567.50', 'done'],
      ['¥88.00', 'failed'],
      ['-¥20.00', 'refunded'],
    ]);
    expect(screen.getByText('交易失败').getAttribute('data-tone')).toBe('danger');
  });

  it('says 暂无记录 for a merchant with no trades', async () => {
    server.on('transactionRecordList', ({ body }) => ({ data: transactionPage([], body) }));
    const { container } = renderList();
    await screen.findByText('暂无记录');
    await expectNoA11yViolations(container);
  });

  it('shows the failure and loads again on 重试', async () => {
    let calls = 0;
    server.on('transactionRecordList', ({ body }) =>
      ++calls === 1 ? { status: 500 } : { data: transactionPage(transactions(3), body) },
    );
    const { container } = renderList();
    const alert = await screen.findByRole('alert');
    await expectNoA11yViolations(container);
    expect(alert.textContent).toContain('服务暂时不可用，请稍后重试（错误码 500）');

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('list', { name: '交易记录' });
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for page 2 as the merchant nears the end, keeping the DOM bounded', async () => {
    const all = transactions(5000);
    server.on('transactionRecordList', ({ body }) => ({ data: transactionPage(all, body) }));
    const { container } = renderList();
    await screen.findByRole('list', { name: '交易记录' });
    await expectNoA11yViolations(container);
    // A first page that fills the screen is all a weak network carries until the merchant scrolls.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(listCalls().map((c) => c.body.pageNum)).toEqual([1]);
    // Near its end, page 2 is asked for — and only that, never all 250 pages.
    scrollListTo(container.querySelector<HTMLElement>('[data-list-scroller]')!, 1000);
    await waitFor(() => expect(listCalls().map((c) => c.body.pageNum)).toContain(2));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(listCalls().length).toBeLessThan(6);
    expect(container.querySelectorAll('[role="listitem"]').length).toBeLessThan(60);
  });
});
