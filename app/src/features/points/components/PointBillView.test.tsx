import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PointEntry } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest, page } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { scrollListTo } from '../../../testing/scroll';
import { entry } from '../testing/fixtures';
import { PointBillView } from './PointBillView';

const server = envelopeServerPerTest();

const bill: PointEntry[] = [
  entry(1),
  entry(2, { type: '02', typeName: '使用', points: -1200, title: '积分兑换：定制保温杯' }),
  entry(3, { type: '03', typeName: '过期', points: -35, title: '积分过期' }),
  ...Array.from({ length: 22 }, (_, i) => entry(i + 4, { title: `交易奖励 ${i + 4}`, points: 50 })),
];

function serveBill(rows: readonly PointEntry[] = bill) {
  server.on('integralBill', ({ body }) => {
    const type = body.tradeType as string | undefined;
    return {
      data: {
        ...page(
          rows.filter((e) => !type || e.type === type),
          body,
        ),
        balance: 5680,
      },
    };
  });
}

const billCalls = () => server.requests.filter((r) => r.endpoint === 'integralBill');

function renderBill(path: string = paths.points.pointBill) {
  return renderWithStore(<PointBillView />, {
    baseUrl: server.baseUrl,
    path,
    pattern: paths.points.pointBill,
  });
}

describe('PointBillView', () => {
  it('shows the balance over the bill, newest first, earned, spent and expired each told apart', async () => {
    serveBill();
    const { container } = renderBill();
    const list = await screen.findByRole('list', { name: '积分明细' });
    await expectNoA11yViolations(container);
    expect(screen.getByTestId('points-balance').textContent).toBe('5,680');
    expect(billCalls()[0]?.body).toEqual({ pageNum: 1, pageSize: 20 });

    const kinds = [...list.querySelectorAll('[data-kind]')].slice(0, 3);
    expect(kinds.map((k) => k.getAttribute('data-kind'))).toEqual(['earned', 'spent', 'expired']);
    expect(kinds.map((k) => k.querySelector('.mh-record-amount')?.textContent)).toEqual([
      '+10',
      '-1,200',
      '-35',
    ]);
    expect(kinds[1]!.textContent).toContain('积分兑换：定制保温杯');
    expect(kinds[2]!.textContent).toContain('过期 · 余额 5,650');
  });

  it('filters by kind, keeping the choice in the address, and says what to do when a kind is empty', async () => {
    serveBill(bill.filter((e) => e.type !== '03'));
    const { container, router } = renderBill();
    await screen.findByRole('list', { name: '积分明细' });
    const kinds = screen.getByRole('group', { name: '积分类型' });
    expect(
      within(kinds)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['全部', '获取', '使用', '过期']);

    fireEvent.click(within(kinds).getByRole('button', { name: '使用' }));
    await waitFor(() =>
      expect(billCalls().at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, tradeType: '02' }),
    );
    expect(router.state.location.search).toBe('?tradeType=02');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: '积分明细' }).querySelectorAll('[data-kind]')).toHaveLength(1),
    );

    fireEvent.click(within(kinds).getByRole('button', { name: '过期' }));
    expect(await screen.findByText('暂无过期积分')).toBeTruthy();
    expect(within(kinds).getByRole('button', { name: '过期' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoA11yViolations(container);
  });

  it('asks for the next page of the same kind when the last rows come into view', async () => {
    serveBill();
    const { container } = renderBill('/integralManage/PointBill?tradeType=01');
    await screen.findByRole('list', { name: '积分明细' });
    expect(billCalls()[0]?.body).toEqual({ pageNum: 1, pageSize: 20, tradeType: '01' });
    // A first page that fills the screen waits for the merchant to scroll toward its end.
    expect(billCalls()).toHaveLength(1);
    // The virtualizer, asked for after the first rows' paint, places the rows from here on.
    await waitFor(() => expect(container.querySelector('[data-rows="virtual"]')).not.toBeNull());
    scrollListTo(container.querySelector<HTMLElement>('[data-list-scroller]')!, 1000);
    await waitFor(() => expect(billCalls()[1]?.body).toEqual({ pageNum: 2, pageSize: 20, tradeType: '01' }));
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(container.querySelector('[data-rows-loaded]')?.getAttribute('data-rows-loaded')).toBe('23');
  });

  it('has a real empty state for a merchant with no points yet', async () => {
    serveBill([]);
    const { container } = renderBill();
    expect(await screen.findByText('还没有积分记录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去签到' }).getAttribute('href')).toBe('/integralManage/Home');
    await expectNoA11yViolations(container);
  });
});
