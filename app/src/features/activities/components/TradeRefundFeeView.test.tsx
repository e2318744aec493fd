import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DrawResult, Prize } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { href, paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest, type Answer } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { activity, drawn, prize } from '../testing/fixtures';
import { TradeRefundFeeView } from './TradeRefundFeeView';

const server = envelopeServerPerTest();
const calls = (endpoint: string) => server.requests.filter((r) => r.endpoint === endpoint);

const feeActivity = (overrides: Parameters<typeof activity>[0] = {}) =>
  activity({
    activityId: 'A1007',
    kind: 'tradeRefundFee',
    name: '交易返手续费',
    drawTimes: 0,
    chanceSources: [{ source: 'trade', chances: 1, text: '今日单笔收款满 100 元再得 1 次' }],
    remainingDraws: 1,
    ...overrides,
  });

const deduction = (prizeId: string, amount: number, used: number): Prize =>
  prize({
    prizeId,
    activityId: 'A1007',
    prizeName: `手续费抵扣 ${amount} 元`,
    prizeType: '06',
    amount,
    used,
  });

const two = deduction('PZ9', 2, 0);

/** A1007 with one draw left until it is drawn, and its deductions (one more once drawn). */
function serveActivity(draw: () => Answer<DrawResult>) {
  let drawnOnce = false;
  server.on('activityInfo', () => ({ data: feeActivity({ remainingDraws: drawnOnce ? 0 : 1 }) }));
  server.on('activityPrizeList', () => {
    const list = [...(drawnOnce ? [two] : []), deduction('PZ1', 5, 1.2), deduction('PZ0', 1, 1)];
    return { data: { list, total: list.length } };
  });
  server.on('activityDraw', () => {
    const answer = draw();
    if ('data' in answer) drawnOnce = true;
    return answer;
  });
}

function renderFee() {
  return renderWithStore(<TradeRefundFeeView />, {
    baseUrl: server.baseUrl,
    path: href(paths.activities.tradeRefundFee, { activityId: 'A1007' }),
    pattern: paths.activities.tradeRefundFee,
  });
}

const takeButton = () => screen.getByRole('button', { name: /领取手续费抵扣|领取中/ }) as HTMLButtonElement;

describe('TradeRefundFeeView', () => {
  it('says how a deduction is earned, the chances left and the deductions granted and used, with their list', async () => {
    serveActivity(() => ({ data: drawn({ prize: two, remainingDraws: 0 }) }));
    const { container } = renderFee();
    await expectNoA11yViolations(container);
    expect(await screen.findByRole('heading', { name: '交易返手续费', level: 1 })).toBeTruthy();
    expect(calls('activityInfo')[0]?.body).toEqual({ activityId: 'A1007' });
    expect(screen.getByTestId('remaining-draws').textContent).toBe('1');
    expect(screen.getByTestId('chance-sources').textContent).toBe('今日单笔收款满 100 元可领 1 次');
    const totals = screen.getByTestId('deduction-totals');
    await waitFor(() => expect(within(totals).getByText('¥6.00')).toBeTruthy());
    expect(within(totals).getByText('¥2.20')).toBeTruthy();
    expect(within(totals).getByRole('link', { name: '抵扣明细' }).getAttribute('href')).toBe(
      '/refundTradeFee/deductionPrizeList/A1007',
    );
    expect(screen.getByRole('link', { name: '活动规则' }).getAttribute('href')).toBe(
      '/refundTradeFee/deductionRule?activityId=A1007',
    );
    // What this game gives are deductions: its prizes are their list.
    expect(screen.getByRole('link', { name: '我的奖品' }).getAttribute('href')).toBe(
      '/refundTradeFee/deductionPrizeList/A1007',
    );
    await expectNoA11yViolations(container);
  });

  it('takes one deduction for a double tap, locked in flight; the result is said and the totals move', async () => {
    serveActivity(() => ({ data: drawn({ prize: two, remainingDraws: 0 }) }));
    const { container } = renderFee();
    await screen.findByRole('button', { name: '领取手续费抵扣' });
    server.hold();
    fireEvent.click(takeButton());
    fireEvent.click(takeButton());
    await waitFor(() => expect(takeButton().disabled).toBe(true));
    expect(takeButton().textContent).toBe('领取中…');
    server.release();
    const result = screen.getByTestId('draw-result');
    expect(result.getAttribute('aria-live')).toBe('polite');
    expect(await within(result).findByRole('heading', { name: '恭喜获得 手续费抵扣 2 元' })).toBeTruthy();
    expect(calls('activityDraw')).toHaveLength(1);
    expect(calls('activityDraw')[0]?.body).toEqual({ activityId: 'A1007' });
    expect(calls('activityDraw')[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The activity and the deductions reload: none left, and the new one counted.
    await waitFor(() =>
      expect(within(screen.getByTestId('deduction-totals')).getByText('¥8.00')).toBeTruthy(),
    );
    await waitFor(() => expect(screen.getByTestId('remaining-draws').textContent).toBe('0'));
    expect(screen.queryByRole('button', { name: '领取手续费抵扣' })).toBeNull();
    expect(screen.getByTestId('draw-notice').textContent).toContain('抽奖次数已用完');
    await expectNoA11yViolations(container);
  });

  it('says the result of a double tap whose second tap comes after the answer, before the activity reloads', async () => {
    // A busy phone: the draw's answer arrives between the two taps, and the activity's reload after
    // it is still on its way, so the screen still holds the activity as it was before the draw.
    let drawnOnce = false;
    let reloaded: () => void = () => undefined;
    const reload = new Promise<void>((resolve) => (reloaded = resolve));
    server.on('activityInfo', async () => {
      if (drawnOnce) await reload;
      return { data: feeActivity({ remainingDraws: drawnOnce ? 0 : 1 }) };
    });
    server.on('activityPrizeList', () => ({
      data: { list: drawnOnce ? [two] : [], total: drawnOnce ? 1 : 0 },
    }));
    server.on('activityDraw', () => {
      // As the server does: the one chance is spent by the first draw, a second is refused.
      if (drawnOnce) return { code: '3005', msg: '今日抽奖次数已用完，今日单笔收款满 100 元再得 1 次' };
      drawnOnce = true;
      return { data: drawn({ prize: two, remainingDraws: 0 }) };
    });
    const { store } = renderFee();
    fireEvent.click(await screen.findByRole('button', { name: '领取手续费抵扣' }));
    const result = screen.getByTestId('draw-result');
    expect(await within(result).findByRole('heading', { name: '恭喜获得 手续费抵扣 2 元' })).toBeTruthy();
    await waitFor(() => expect(calls('activityInfo')).toHaveLength(2));
    // The second tap of the double tap, on whatever stands where the button stood.
    const again = screen.queryByRole('button', { name: '领取手续费抵扣' });
    if (again) fireEvent.click(again);
    expect(within(result).getByRole('heading', { name: '恭喜获得 手续费抵扣 2 元' })).toBeTruthy();
    // The answer's count shows before the reload does, and nothing offers the chance it spent.
    expect(screen.getByTestId('remaining-draws').textContent).toBe('0');
    expect(screen.getByText('次数已用完')).toBeTruthy();
    reloaded();
    const loading = () => Object.values(store.getState().api.queries).filter((q) => q?.status === 'pending');
    await waitFor(() => expect(loading()).toEqual([]));
    expect(within(screen.getByTestId('deduction-totals')).getAllByText('¥2.00')).toHaveLength(1);
    expect(within(result).getByRole('heading', { name: '恭喜获得 手续费抵扣 2 元' })).toBeTruthy();
    expect(calls('activityDraw')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a draw whose answer was lost across a reload: the next tap sends the same key', async () => {
    let lost = true;
    serveActivity(() => (lost ? { status: 503 } : { data: drawn({ prize: two, remainingDraws: 0 }) }));
    const first = renderFee();
    fireEvent.click(await screen.findByRole('button', { name: '领取手续费抵扣' }));
    await waitFor(() => expect(takeButton().disabled).toBe(false));
    first.unmount();
    lost = false;
    renderFee();
    fireEvent.click(await screen.findByRole('button', { name: '领取手续费抵扣' }));
    expect(await screen.findByRole('heading', { name: '恭喜获得 手续费抵扣 2 元' })).toBeTruthy();
    expect(new Set(calls('activityDraw').map((d) => d.idempotencyKey)).size).toBe(1);
  });

  it('says a refusal once, in place, and unlocks the button', async () => {
    serveActivity(() => ({ code: '3005', msg: '今日抽奖次数已用完，今日单笔收款满 100 元再得 1 次' }));
    renderFee();
    fireEvent.click(await screen.findByRole('button', { name: '领取手续费抵扣' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '今日抽奖次数已用完，今日单笔收款满 100 元再得 1 次',
    );
    expect(screen.queryByRole('heading', { name: /恭喜/ })).toBeNull();
    await waitFor(() => expect(takeButton().disabled).toBe(false));
  });

  it('without a trade today says so in place of the button, with where the chance comes from', async () => {
    server.on('activityInfo', () => ({ data: feeActivity({ remainingDraws: 0 }) }));
    server.on('activityPrizeList', () => ({ data: { list: [], total: 0 } }));
    const { container } = renderFee();
    expect(await screen.findByText('次数已用完')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '领取手续费抵扣' })).toBeNull();
    expect(screen.getByTestId('draw-notice').textContent).toContain('今日单笔收款满 100 元再得 1 次');
    await waitFor(() =>
      expect(within(screen.getByTestId('deduction-totals')).getAllByText('¥0.00')).toHaveLength(2),
    );
    await expectNoA11yViolations(container);
  });
});
