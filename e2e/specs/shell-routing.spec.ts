// The shell's routing in Chromium: prefix matching, the mini-program mirror, the index, and the
// fallback screen with each host's way back.
import { deepLink, expect, sim, test } from '../support/sim';

test('extra trailing segments still reach the screen', async ({ page, session }) => {
  await page.goto(deepLink('/transaction/record/anything/else', { host: 'android', session }));
  await expect(page.locator('[data-screen="/transaction/record"]')).toBeVisible();
});

test('the mirror prefix reuses the screen, stamped with the mirror pattern', async ({ page, session }) => {
  await page.goto(
    deepLink('/zEraAGeneraMiniProgramWeb/transaction/record', { host: 'miniprogram', session }),
  );
  await expect(page.locator('[data-screen="/zEraAGeneraMiniProgramWeb/transaction/record"]')).toBeVisible();
});

test('"/" lists the areas built so far', async ({ page, session }) => {
  await page.goto(deepLink('/', { host: 'ios', session }));
  await expect(page.locator('[data-screen="/"]')).toBeVisible();
  await expect(page.getByRole('link', { name: '/transaction/record' })).toBeVisible();
});

test('an unknown address in a host app says so and closes the web view', async ({ page, session }) => {
  await page.goto(deepLink('/no/such/page', { host: 'android', session }));
  const fallback = page.locator('[data-screen="*"]');
  await expect(fallback).toContainText('页面不存在');
  await fallback.getByRole('button', { name: '关闭页面' }).click();
  await expect
    .poll(async () => (await sim.bridge(session)).some((e) => e.functionName === 'closeWebView' && e.handoff))
    .toBe(true);
});

test('an unknown address in the mini program navigates back', async ({ page, session }) => {
  await page.goto(deepLink('/no/such/page', { host: 'miniprogram', session }));
  await page.locator('[data-screen="*"]').getByRole('button', { name: '返回' }).click();
  await expect
    .poll(async () => (await sim.miniProgramCalls(session)).map((c) => c.name))
    .toEqual(['navigateBack']);
});

test('an unknown address in a browser goes back in history', async ({ page, session }) => {
  await page.goto(deepLink('/transaction/record', { host: 'browser', session }));
  await page.goto(deepLink('/no/such/page', { host: 'browser', session }));
  await page.locator('[data-screen="*"]').getByRole('button', { name: '返回上一页' }).click();
  await expect(page).toHaveURL(/\/h5\/transaction\/record/);
});
