// The merchant scrolls far down the transaction list (pages 2 and on), opens a trade and comes back:
// the list is where it was, with the same rows loaded and nothing fetched again.
import type { Page } from '@playwright/test';
import { deepLink, expect, test } from '../support/sim';

const MIRROR = '/zEraAGeneraMiniProgramWeb';
const LIST_CALL = '/gateway/pay-service/transactionRecord/list';

function countListCalls(page: Page): { n: number } {
  const calls = { n: 0 };
  page.on('request', (r) => {
    if (r.url().includes(LIST_CALL)) calls.n += 1;
  });
  return calls;
}

for (const host of ['android', 'ios', 'miniprogram'] as const) {
  test(`back from a trade far down the list keeps the scroll position and the loaded rows in the ${host} host`, async ({
    page,
    session,
  }) => {
    const calls = countListCalls(page);
    const route = host === 'miniprogram' ? `${MIRROR}/transaction/record` : '/transaction/record';
    await page.goto(deepLink(route, { host, session }));
    const scroller = page.locator('[data-list-scroller]');
    await expect(page.locator('[role="listitem"] a').first()).toBeVisible();

    // Scroll until page 3 or later has loaded.
    await expect
      .poll(
        async () => {
          await scroller.evaluate((el) => el.scrollBy(0, el.clientHeight * 2));
          return Number(await scroller.getAttribute('data-rows-loaded'));
        },
        { intervals: [150], timeout: 10_000 },
      )
      .toBeGreaterThan(45);
    await page.waitForTimeout(300);
    const loaded = await scroller.getAttribute('data-rows-loaded');
    const top = await scroller.evaluate((el) => el.scrollTop);
    expect(top).toBeGreaterThan(1000);

    // The trade nearest the middle of the screen (a day's header may sit exactly there): the one
    // the merchant taps.
    const box = (await scroller.boundingBox())!;
    const middle = await scroller.locator('[role="listitem"] a').evaluateAll(
      (links, y) =>
        links
          .map((a) => {
            const r = a.getBoundingClientRect();
            return { href: a.getAttribute('href'), off: Math.abs((r.top + r.bottom) / 2 - y) };
          })
          .sort((a, b) => a.off - b.off)[0]?.href ?? null,
      box.y + box.height / 2,
    );
    expect(middle).toBeTruthy();
    const callsBefore = calls.n;
    await page.locator(`[role="listitem"] a[href="${middle}"]`).tap();
    await expect(page.locator('[data-screen*="/transaction/detail/"]')).toBeVisible();

    await page.goBack();
    await expect(scroller).toHaveAttribute('data-rows-loaded', loaded ?? '');
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(top);
    await expect(page.locator(`[role="listitem"] a[href="${middle}"]`)).toBeInViewport();
    // The loaded pages came from the cache: the list asked the gateway for nothing more.
    expect(calls.n).toBe(callsBefore);
  });
}
