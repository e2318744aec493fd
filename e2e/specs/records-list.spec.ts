// What a merchant does with the transaction list: filter it, scroll through hundreds of rows (the
// DOM stays a screenful), pull it to refresh, and open a card trade whose number shows masked.
import type { Page } from '@playwright/test';
import { deepLink, expect, test } from '../support/sim';
import { pullDown, touchDown } from '../support/touch';

const LIST_CALL = '/gateway/pay-service/transactionRecord/list';

function listBodies(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (r) => {
    if (r.url().includes(LIST_CALL)) bodies.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
  });
  return bodies;
}

async function openList(page: Page, session: string): Promise<void> {
  await page.goto(deepLink('/transaction/record', { host: 'android', session }));
  await expect(page.locator('[role="listitem"]').first()).toBeVisible();
}

test('the trade type and date range filters change the list', async ({ page, session }) => {
  const bodies = listBodies(page);
  await openList(page, session);
  const summary = page.locator('.mh-range-summary');
  const before = await summary.textContent();

  await page.getByRole('group', { name: '交易类型' }).getByRole('button', { name: '刷卡消费' }).click();
  await expect.poll(() => bodies.at(-1)?.tradeType).toBe('01');
  await expect(summary).not.toHaveText(before ?? '');
  const titles = await page.locator('.mh-record-title').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((t) => t.startsWith('刷卡消费'))).toBe(true);

  const thirty = await summary.textContent();
  await page.getByRole('button', { name: '近7天' }).click();
  await expect.poll(() => bodies.at(-1)?.startDate).not.toBe(bodies[0]?.startDate);
  await expect(summary).not.toHaveText(thirty ?? '');
  expect(page.url()).toContain('tradeType=01');
});

test('scrolling loads more pages while the DOM holds about a screenful of rows', async ({
  page,
  session,
}) => {
  const bodies = listBodies(page);
  await openList(page, session);
  await page.getByRole('button', { name: '近90天' }).click();
  await expect.poll(() => bodies.at(-1)?.startDate).not.toBe(bodies[0]?.startDate);
  const scroller = page.locator('[data-list-scroller]');
  const rows = page.locator('[role="listitem"]');

  const loaded = () => rows.first().getAttribute('aria-setsize').then(Number);
  // Scroll three screens at a time until more than 100 rows have loaded.
  await expect
    .poll(
      async () => {
        await scroller.evaluate((el) => el.scrollBy(0, el.clientHeight * 3));
        return loaded();
      },
      { intervals: [120], timeout: 10_000 },
    )
    .toBeGreaterThan(100);
  await expect.poll(() => Math.max(...bodies.map((b) => Number(b.pageNum)))).toBeGreaterThan(4);
  expect(await rows.count()).toBeLessThan(60);
  // The rows in the DOM are the ones around the scroll position, not the first ones.
  const first = Number(await rows.first().getAttribute('aria-posinset'));
  expect(first).toBeGreaterThan(20);
});

test('pulling the list down at the top refetches it', async ({ page, session }) => {
  await openList(page, session);
  const refetch = page.waitForRequest((r) => r.url().includes(LIST_CALL));
  await pullDown(page, page.locator('[data-list-scroller]'));
  const request = await refetch;
  expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({ pageNum: 1 });
  await expect(page.getByRole('status').filter({ hasText: '刷新成功' })).toBeAttached();
  await expect(page.locator('[data-pull="idle"]')).toBeAttached();
});

test('a card trade opens from the list with its card number masked', async ({ page, session }) => {
  await openList(page, session);
  await page.getByRole('group', { name: '交易类型' }).getByRole('button', { name: '刷卡消费' }).click();
  await expect(page.locator('.mh-record-title').first()).toHaveText(/^刷卡消费/);
  await page.locator('[role="listitem"] a').first().tap();

  const detail = page.locator('[data-screen="/transaction/detail/{uuid}/{tranDt}/{type?}"]');
  await expect(detail).toBeVisible();
  const card = detail.locator('.mh-detail-field', { hasText: '银行卡号' }).locator('dd');
  await expect(card).toHaveText(/^\d{0,4}( [\d*]{1,4})+$/);
  const digits = ((await card.textContent()) ?? '').replace(/\D/g, '');
  expect(digits.length).toBeLessThanOrEqual(10);
  await expect(detail.getByText('交易流水号')).toBeVisible();
});

test('amounts read ¥ with thousands separators and the filters are 44-px touch targets', async ({
  page,
  session,
}) => {
  await openList(page, session);
  const yuan = /^-?¥\d{1,3}(,\d{3})*\.\d{2}$/;
  const amounts = await page.locator('.mh-record-amount').allTextContents();
  expect(amounts.length).toBeGreaterThan(0);
  for (const a of amounts) expect(a).toMatch(yuan);
  await expect(page.locator('.mh-range-summary')).toHaveText(/金额 ¥\d{1,3}(,\d{3})*\.\d{2}/);

  const targets = page.locator('.mh-chip, .mh-filter-range');
  expect(await targets.count()).toBeGreaterThan(3);
  for (const box of await Promise.all((await targets.all()).map((t) => t.boundingBox()))) {
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
});

test('a pull begun on the first rows carries on when the virtualizer takes them over', async ({
  page,
  session,
}) => {
  // The virtualizer's code is held back until the finger is down and pulling: its rows then replace
  // the first rows, among them the one the finger touched.
  let letVirtualizerIn = () => {};
  const held = new Promise<void>((resolve) => (letVirtualizerIn = resolve));
  await page.route(/\/virtualRows-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openList(page, session);
  await expect(page.locator('[data-rows="first"]')).toBeVisible();

  const finger = await touchDown(page, page.locator('[data-list-scroller]'));
  await finger.moveTo(60);
  await expect(page.locator('[data-pull="pulling"]')).toBeAttached();
  letVirtualizerIn();
  await expect(page.locator('[data-rows="virtual"]')).toBeVisible();

  const refetch = page.waitForRequest((r) => r.url().includes(LIST_CALL));
  await finger.moveTo(300);
  await expect(page.locator('.mh-ptr-head')).toHaveText('释放立即刷新');
  await finger.release();
  expect(JSON.parse((await refetch).postData() ?? '{}')).toMatchObject({ pageNum: 1 });
  await expect(page.getByRole('status').filter({ hasText: '刷新成功' })).toBeAttached();
});

test('a second finger on the screen ends a pull without a refresh', async ({ page, session }) => {
  await openList(page, session);
  const finger = await touchDown(page, page.locator('[data-list-scroller]'));
  await finger.moveTo(200);
  await expect(page.locator('[data-pull="canRelease"]')).toBeAttached();
  const bodies = listBodies(page);
  await finger.addSecond();
  await expect(page.locator('[data-pull="idle"]')).toBeAttached();
  await finger.release();
  await expect(page.locator('.mh-ptr-head')).toHaveCSS('height', '0px');
  expect(bodies).toHaveLength(0);
});

test('the summaries fold away as the rows scroll and come back at the top', async ({ page, session }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openList(page, session);
  const header = page.locator('.mh-list-header');
  const scroller = page.locator('[data-list-scroller]');
  await expect(page.locator('.mh-range-summary')).toBeVisible();
  const unfolded = (await header.boundingBox())?.height ?? 0;

  // A merchant's finger scrolls on: a first scroll that lands while the next page of rows is still
  // coming may find the list too short to fold (useHeaderFold's FOLD_SPARE), and the summary may
  // be between two renders; the next scroll folds it. Folded: the summary hidden, the filters
  // kept, and at least a third of the header's height given back to the rows.
  const summary = page.locator('.mh-range-summary');
  await expect
    .poll(
      async () => {
        await scroller.evaluate((el) => el.scrollBy(0, 150));
        const height = (await header.boundingBox())?.height ?? 0;
        return height < unfolded * 0.67 && !(await summary.isVisible());
      },
      { message: 'the header folds' },
    )
    .toBe(true);
  await expect(page.getByRole('group', { name: '交易类型' })).toBeVisible();

  await scroller.evaluate((el) => el.scrollTo(0, 0));
  await expect(page.locator('.mh-range-summary')).toBeVisible();
});
