import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { href, paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { prize } from '../testing/fixtures';
import { DeductionListView } from './DeductionListView';

const server = envelopeServerPerTest();

const deduction = (prizeId: string, amount: number, used: number | undefined, time: string) =>
  prize({
    prizeId,
    activityId: 'A1007',
    activityName: '交易返手续费',
    prizeName: `手续费抵扣 ${amount} 元`,
    prizeType: '06',
    amount,
    used,
    time,
  });

function renderList() {
  return renderWithStore(<DeductionListView />, {
    baseUrl: server.baseUrl,
    path: href(paths.activities.deductionPrizeList, { activityId: 'A1007' }),
    pattern: paths.activities.deductionPrizeList,
  });
}

describe('DeductionListView', () => {
  it('lists the activity’s deductions with amount, use as a progress bar, state and time', async () => {
    const list = [
      deduction('PZ3', 2, 1.2, '2026-11-22 10:05:00'),
      deduction('PZ2', 1, 1, '2026-11-21 09:00:00'),
      // Not a deduction: left out, whatever the activity.
      prize({ prizeId: 'PZ1', activityId: 'A1007' }),
    ];
    server.on('activityPrizeList', () => ({ data: { list, total: list.length } }));
    const { container } = renderList();
    await expectNoA11yViolations(container);
    const rows = within(await screen.findByRole('list', { name: '手续费抵扣' })).getAllByRole('listitem');
    expect(server.requests.find((r) => r.endpoint === 'activityPrizeList')?.body).toEqual({
      activityId: 'A1007',
    });
    expect(rows).toHaveLength(2);
    const [inUse, usedUp] = rows as [HTMLElement, HTMLElement];
    expect(within(inUse).getByText('手续费抵扣 2 元')).toBeTruthy();
    expect(within(inUse).getByText('¥2.00')).toBeTruthy();
    expect(within(inUse).getByText('2026-11-22 10:05:00')).toBeTruthy();
    expect(within(inUse).getByText('使用中')).toBeTruthy();
    const bar = within(inUse).getByRole('progressbar', { name: '手续费抵扣 2 元 抵扣进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1.2');
    expect(bar.getAttribute('aria-valuemax')).toBe('2');
    expect(within(inUse).getByText('已抵扣 ¥1.20 / ¥2.00')).toBeTruthy();
    expect(within(usedUp).getByText('已用完')).toBeTruthy();
    expect(within(usedUp).getByText('已抵扣 ¥1.00 / ¥1.00')).toBeTruthy();
    const game = screen.getByRole('link', { name: '去参加活动' });
    expect(game.getAttribute('href')).toBe('/tradeRefundFee/index/A1007');
    expect(screen.getByRole('link', { name: '活动规则' }).getAttribute('href')).toBe(
      '/refundTradeFee/deductionRule?activityId=A1007',
    );
    await expectNoA11yViolations(container);
  });

  it('reads a deduction without `used` as not used yet', async () => {
    const list = [deduction('PZ4', 5, undefined, '2026-11-22 10:05:00')];
    server.on('activityPrizeList', () => ({ data: { list, total: 1 } }));
    renderList();
    expect(await screen.findByText('已抵扣 ¥0.00 / ¥5.00')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('使用中')).toBeTruthy();
  });

  it('with none yet, says how one is earned and leads to the activity', async () => {
    server.on('activityPrizeList', () => ({ data: { list: [prize({ activityId: 'A1007' })], total: 1 } }));
    const { container } = renderList();
    expect(await screen.findByText('还没有手续费抵扣，交易满 100 元即可领取')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去领取抵扣' }).getAttribute('href')).toBe(
      '/tradeRefundFee/index/A1007',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    await expectNoA11yViolations(container);
  });

  it('shows the load, then a failure with a retry that loads again', async () => {
    let fail = true;
    server.on('activityPrizeList', () =>
      fail ? { status: 500 } : { data: { list: [deduction('PZ3', 2, 0, '2026-11-22 10:05:00')], total: 1 } },
    );
    server.hold();
    const { container } = renderList();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    server.release();
    const retry = await screen.findByRole('button', { name: '重试' });
    await expectNoA11yViolations(container);
    fail = false;
    retry.click();
    await waitFor(() => expect(screen.getByText('已抵扣 ¥0.00 / ¥2.00')).toBeTruthy());
  });
});
