import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import type { ServiceFeePayedInfo } from '@merchant-h5/sdk';
import { due, paid } from '../testing/fixtures';
import { PayResultView } from './PayResultView';

const server = envelopeServerPerTest();

// Asking every 150 ms instead of every 1.5 s: the same screen, a tenth of the wait.
const POLL_MS = 150;

function renderResult(query = '', pollLimitMs?: number) {
  return renderWithStore(<PayResultView pollLimitMs={pollLimitMs} pollMs={POLL_MS} />, {
    baseUrl: server.baseUrl,
    pattern: paths.help.result,
    path: `${paths.help.result}?orderNo=${paid.orderNo}${query}`,
  });
}

const asked = () => server.requests.filter((r) => r.endpoint === 'deviceServiceFeePayedInfo').length;

describe('PayResultView', () => {
  it('a pending payment is asked about again until the order is paid', async () => {
    let answer: ServiceFeePayedInfo = { ...due, orderNo: paid.orderNo, paying: '1' };
    server.on('deviceServiceFeePayedInfo', () => ({ data: answer }));
    const { container } = renderResult();
    await screen.findByRole('heading', { name: '支付处理中' });
    // The screen keeps asking while axe runs: act() applies the answers that land meanwhile.
    await act(() => expectNoA11yViolations(container));
    answer = paid;
    await screen.findByRole('heading', { name: '支付成功' }, { timeout: 5000 });
    expect(container.querySelector('.mh-fee-result-amount')?.textContent).toBe('¥99.00');
    expect(server.requests.every((r) => r.body.orderNo === paid.orderNo)).toBe(true);
  });

  it('a paid order shows the amount first, then its order number to copy and the payment time', async () => {
    server.on('deviceServiceFeePayedInfo', () => ({ data: paid }));
    const { container } = renderResult('&outcome=paid');
    await screen.findByRole('heading', { name: '支付成功' });
    await expectNoA11yViolations(container);
    const result = container.querySelector('.mh-result')!;
    // The amount is the first thing after the outcome, in the Money component's one format.
    const amount = result.querySelector('.mh-result-title + .mh-money');
    expect(amount?.textContent).toBe('¥99.00');
    expect(amount?.classList.contains('mh-fee-result-amount')).toBe(true);
    const rows = [...result.querySelectorAll('.mh-fee-row')].map((r) => [
      r.querySelector('dt')?.textContent,
      (r.querySelector('.mh-copyable-text') ?? r.querySelector('dd'))?.textContent,
    ]);
    expect(rows).toEqual([
      ['订单号', paid.orderNo],
      ['支付时间', paid.payTime],
    ]);
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (t: string) => void copied.push(t) },
      configurable: true,
    });
    fireEvent.click(screen.getByRole('button', { name: '复制订单号' }));
    await waitFor(() => expect(copied).toEqual([paid.orderNo]));
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('an unpaid order says nothing was charged and leads back to paying', async () => {
    server.on('deviceServiceFeePayedInfo', () => ({ data: due }));
    const { container } = renderResult();
    await screen.findByRole('heading', { name: '未支付' });
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    await screen.findByTestId('elsewhere');
  });

  it('after the wallet paid, a server that has not heard yet is never "not charged"; it asks, then gives up', async () => {
    let answer: ServiceFeePayedInfo = { ...due, orderNo: paid.orderNo, paying: '0' };
    server.on('deviceServiceFeePayedInfo', () => ({ data: answer }));
    // A 2 s limit leaves a loaded machine time to show the first state before the screen gives up.
    const { container } = renderResult('&outcome=paid', 2000);
    await screen.findByRole('heading', { name: '支付处理中' });
    expect(screen.queryByText(/未扣款/)).toBeNull();
    await waitFor(() => expect(asked()).toBeGreaterThan(1), { timeout: 5000 });
    await screen.findByRole('heading', { name: '支付结果确认中' }, { timeout: 8000 });
    await expectNoA11yViolations(container);
    expect(screen.queryByText(/未扣款/)).toBeNull();
    const after = asked();
    // Five of the intervals it asked at: none asks again.
    await new Promise((r) => setTimeout(r, 5 * POLL_MS));
    expect(asked()).toBe(after);

    answer = paid;
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await screen.findByRole('heading', { name: '支付成功' });
  });
});
