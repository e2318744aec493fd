// The error catalogue rows the app owns (docs/product.md §8), in Chromium against the simulator: a failed
// fetch, any other status, 401 (many → one alert, one hand-off), a screen chunk that fails to load
// and 重试, the spinner while a slow chunk loads, the network fallback, and the toast and
// notification durations on a fake clock.
import type { Page, Route } from '@playwright/test';
import { deepLink, expect, navigateTo, sim, test } from '../support/sim';

const NETWORK_ERROR = '网络连接异常,请检查网络设置！';
const RECORD_CHUNK = /\/h5\/assets\/TransactionRecordScreen-[\w-]+\.js$/;
const toast = (page: Page) => page.locator('.adm-toast-main');
const recordScreen = (page: Page) => page.locator('[data-screen="/transaction/record"]');

test('a failed fetch shows the network text and no loading toast', async ({ page, session }) => {
  // The fetch itself fails (a simulator 'drop' is retried by Chromium on a kept-alive connection).
  // Every time until 重试: the prefetch and the screen's own call may be one request or two.
  let down = true;
  await page.route('**/gateway/pay-service/transactionRecord/list', async (route: Route) => {
    if (down) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto(deepLink('/transaction/record', { host: 'android', session }));
  // A screen's own call fails where its data would be, once: inline with 重试, not a toast as well.
  const error = recordScreen(page).locator('[data-state="error"]');
  await expect(error).toContainText(NETWORK_ERROR);
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByText('请稍后')).toHaveCount(0);
  down = false;
  await error.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('[role="listitem"]').first()).toBeVisible();
});

test('any other status shows one Chinese message, without the English status text', async ({
  page,
  session,
}) => {
  // Until the session's reset: the prefetch and the screen's own call may be one request or two.
  await sim.fault(session, { endpoint: 'transactionRecordList', kind: 'status', status: 500 });
  await page.goto(deepLink('/transaction/record', { host: 'ios', session }));
  const error = recordScreen(page).locator('[data-state="error"]');
  await expect(error).toContainText('服务暂时不可用，请稍后重试（错误码 500）');
  await expect(error).not.toContainText('Internal Server Error');
  await expect(toast(page)).toHaveCount(0);
});

test('many 401s show one alert with the server text; 确定 hands off once through the bridge', async ({
  page,
  session,
}) => {
  await page.goto(deepLink('/transaction/record', { host: 'android', session }));
  await expect(recordScreen(page)).toBeVisible();
  await sim.control('tokens/revoke', {}, session);

  // Hold every gateway call while the merchant opens several screens, then let them all answer
  // 401 together.
  const held: Route[] = [];
  await page.route('**/gateway/**', (route) => void held.push(route));
  for (const route of [
    '/withdrawal/WithdrawalRecord',
    '/monthBill/monthBillHome',
    '/myOrder/index',
    '/savingBills',
  ]) {
    await page.evaluate(navigateTo, route);
    await expect(page.locator(`[data-screen="${route}"]`)).toBeVisible();
  }
  await expect.poll(() => held.length).toBeGreaterThanOrEqual(4);
  // (a call whose screen was left may already be gone)
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await page.unroute('**/gateway/**');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toContainText('登录已失效，请重新登录');
  await page.waitForTimeout(500); // a second alert would be open by now
  await expect(page.getByRole('dialog')).toHaveCount(1);

  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(async () =>
      (await sim.bridge(session)).filter(
        (e) => e.direction === 'web→native' && e.functionName === 'exitToLogin',
      ),
    )
    .toHaveLength(1);
  await expect(page.getByText('请稍后')).toHaveCount(0);
});

test('in the mini program, 确定 on the 401 alert hands off to the mini program through WeChat', async ({
  page,
  session,
}) => {
  await sim.control('tokens/revoke', {}, session);
  await page.goto(deepLink('/transaction/record', { host: 'miniprogram', session }));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('登录已失效，请重新登录');
  // The WeChat client gives the page its bridge, never a `wx`: the JS-SDK the app loads asks it.
  expect(await page.evaluate(() => 'wx' in window)).toBe(false);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect
    .poll(() => sim.miniProgramCalls(session))
    .toEqual([{ name: 'navigateBack', arg: { delta: 1 } }]);
  expect((await sim.bridge(session)).find((e) => e.kind === 'wx')).toMatchObject({
    functionName: 'invokeMiniProgramAPI navigateBack',
    handoff: true,
  });
});

test('a screen chunk that fails to load shows the load-error page; 重试 loads it', async ({
  page,
  session,
}) => {
  // Every request for the chunk fails (the modulepreload and the import) until 重试 is due.
  let failing = true;
  let served = 0;
  await page.route(RECORD_CHUNK, async (route: Route) => {
    if (failing) await route.abort('connectionreset');
    else {
      served += 1;
      await route.continue();
    }
  });
  await page.goto(deepLink('/transaction/record', { host: 'android', session }));
  const loadError = page.locator('[data-screen="load-error"]');
  await expect(loadError).toBeVisible();
  failing = false;
  await loadError.getByRole('button', { name: '重试' }).click();
  await expect(recordScreen(page)).toBeVisible();
  expect(served).toBeGreaterThanOrEqual(1);
});

test('when the rest of start-up does not arrive, the load-error page shows; 重试 loads the page', async ({
  page,
  session,
}) => {
  // The router and the store (bootstrap.tsx's chunk) fail until 重试 is due; the entry has run.
  let failing = true;
  await page.route(/\/h5\/assets\/bootstrap-[\w-]+\.js$/, async (route: Route) => {
    if (failing) await route.abort('connectionreset');
    else await route.continue();
  });
  // The POS host: the page is drawn without React, by DOM calls its Chrome 83 must have.
  await page.goto(deepLink('/transaction/record', { host: 'pos', session }));
  const loadError = page.locator('[data-screen="load-error"]');
  await expect(loadError).toBeVisible();
  await expect(loadError.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
  failing = false;
  await loadError.getByRole('button', { name: '重试' }).click();
  await expect(recordScreen(page)).toBeVisible();
});

test('the spinner shows while a slow screen chunk loads', async ({ page, session }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(RECORD_CHUNK, async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.goto(deepLink('/', { host: 'android', session }));
  await expect(page.locator('[data-screen="/"]')).toBeVisible();
  await page.getByRole('link', { name: '/transaction/record' }).click();
  const spinner = page.locator('[data-screen="loading"]');
  await expect(spinner).toBeVisible();
  await expect(spinner).toHaveAttribute('aria-label', '加载中');
  await expect(spinner.locator('.mh-spinner__group')).toHaveCount(3);
  release();
  await expect(recordScreen(page)).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test('offline shows the network fallback; back online, 重新加载 brings the screen back', async ({
  page,
  context,
  session,
}) => {
  await page.goto(deepLink('/transaction/record', { host: 'android', session }));
  await expect(recordScreen(page)).toBeVisible();

  await context.setOffline(true);
  const fallback = page.locator('[data-screen="network-fallback"]');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('heading')).toHaveText('请检查网络设置...');
  await fallback.getByRole('button', { name: '重新加载' }).click();
  await expect(fallback).toBeVisible();

  await context.setOffline(false);
  await fallback.getByRole('button', { name: '重新加载' }).click();
  await expect(recordScreen(page)).toBeVisible();
  await expect(page.locator('[role="listitem"]').first()).toBeVisible();
});

/**
 * Moves the fake clock in 100-ms steps: React renders on real macrotasks between the steps (a
 * single big jump would fire the close timer but leave the close animation unstarted).
 */
async function advanceClock(page: Page, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 100) await page.clock.runFor(Math.min(100, left));
}

/** Stops the page's (installed) clock, so only runFor moves it. */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test('a toast closes after 3 s on a fake clock', async ({ page, session }) => {
  await page.clock.install();
  await page.goto(deepLink('/monthBill/monthBillHome', { host: 'android', session }));
  const save = page.getByRole('button', { name: '保存账单图片' });
  await expect(save).toBeVisible();
  await pauseClock(page);
  await save.click(); // the host answers after ~30 ms of the page's (paused) clock
  // Step the clock until the host's answer is toasted (the toast's render runs on timer ticks).
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return toast(page).count();
    })
    .toBe(1);
  await expect(toast(page)).toHaveText('已保存到相册');
  await advanceClock(page, 2700); // ≤ 2.8 s after it showed: still there
  await expect(toast(page)).toBeVisible();
  await advanceClock(page, 1000); // past 3 s and the ~0.3 s close animation: gone
  await expect(toast(page)).toBeHidden();
});

test('a notification closes after 1.5 s on a fake clock', async ({ page, context, session }) => {
  await page.clock.install();
  await page.goto(deepLink('/transaction/record', { host: 'android', session }));
  await expect(recordScreen(page)).toBeVisible();
  await context.setOffline(true);
  await expect(page.locator('[data-screen="network-fallback"]')).toBeVisible();
  await pauseClock(page);
  await context.setOffline(false);
  const banner = page.locator('[data-notification]');
  await expect(banner).toHaveText('网络已恢复，请点击重新加载');
  await advanceClock(page, 1400);
  await expect(banner).toBeVisible();
  await advanceClock(page, 100);
  await expect(banner).toHaveCount(0);
});
