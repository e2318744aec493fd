// The merchant opens the transaction list to see today's takings first: the amount and count of
// today's successful trades, and the day they reach the settlement card (T+1), in the native hosts
// and the mini program's mirror.
import type { Page } from '@playwright/test';
import { deepLink, expect, test } from '../support/sim';
import type { HostKind } from '../support/sim';

const MIRROR = '/zEraAGeneraMiniProgramWeb';
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** Today in China (the simulator's and the page's time zone), as a UTC date at midnight. */
function chinaToday(): Date {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

const cn = (d: Date) => `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;

/** T+1: the next working day (Monday to Friday). */
function expectedArrival(today: Date): string {
  const next = new Date(today);
  do next.setUTCDate(next.getUTCDate() + 1);
  while ([0, 6].includes(next.getUTCDay()));
  return cn(next);
}

function openList(page: Page, host: HostKind, session: string, scenario?: string) {
  const route = host === 'miniprogram' ? `${MIRROR}/transaction/record` : '/transaction/record';
  return page.goto(deepLink(route, { host, session, ...(scenario ? { scenario } : {}) }));
}

for (const host of ['android', 'ios', 'miniprogram'] as const) {
  test(`today's takings come first, with the T+1 arrival day, in the ${host} host`, async ({
    page,
    session,
  }) => {
    await openList(page, host, session);
    const today = page.getByRole('region', { name: '今日收款' });
    const amount = today.locator('.mh-today-amount');
    await expect(amount).toHaveText(/^-?¥\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(today).toContainText(`T+1 结算 · 预计 ${expectedArrival(chinaToday())} 到账`);
    // Above everything else on the screen, and large.
    const [card, filters] = await Promise.all([
      today.boundingBox(),
      page.getByRole('group', { name: '交易日期' }).boundingBox(),
    ]);
    expect(card!.y).toBeLessThan(filters!.y);
    const size = await amount.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(24);

    // 今日 narrows the list to today: its summary and the day's header agree with the card.
    const figure = (await amount.textContent()) ?? '';
    const count = ((await today.locator('.mh-today-meta').textContent()) ?? '').match(/成功 (\d+) 笔/)?.[1];
    await page.getByRole('button', { name: '今日' }).click();
    await expect(page.getByRole('button', { name: '今日' })).toHaveAttribute('aria-pressed', 'true');
    const summary = page.locator('.mh-range-summary');
    await expect(summary).toContainText(`金额 ${figure}`);
    if (count) {
      await expect(summary).toContainText(`成功 ${count} 笔`);
      const header = page.locator('.mh-day-header').first();
      const day = chinaToday();
      await expect(header).toHaveText(`${cn(day)} ${WEEKDAYS[day.getUTCDay()]}成功 ${count} 笔 ${figure}`);
    }
  });
}

test('a merchant with no trades today sees ¥0.00, not a blank', async ({ page, session }) => {
  await openList(page, 'android', session, 'new-merchant');
  const today = page.getByRole('region', { name: '今日收款' });
  await expect(today.locator('.mh-today-amount')).toHaveText('¥0.00');
  await expect(today).toContainText('今日暂无成功交易');
  await expect(page.getByText('暂无记录')).toBeVisible();
});
