// The error catalogue rows the app owns (SPEC.md §8), in Chromium against the simulator: a failed
// fetch, any other status, 401 (many → one alert, one hand-off), a screen chunk that fails to load
// and 重试, the spinner while a slow chunk loads, the network fallback, and the toast and
// notification durations on a fake clock.
import type { Page, Route } from '@playwright/test';
import { deepLink, expect, sim, test } from '../support/sim';

const NETWORK_ERROR = '网络连接异常,请检查网络设置！';
const RECORD_CHUNK = /\/h5\/assets\/TransactionRecordScreen-[\w-]+\.js$/;
const toast = (page: Page) => page.locator('.adm-toast-main');
const recordScreen = (page: Page) => page.locator('[data-screen="/transaction/record"]');

test('a failed fetch shows the network text and no loading toast', async ({ page, session }) => {
  await sim.control('faults', { endpoint: 'transactionRecordList', kind: 'drop', times: 1 }, session, 'PUT');
  await page.goto(deepLink('/transaction/record', { host: 'android', session }));
  await expect(toast(page)).toHaveText(NETWORK_ERROR);
  await expect(page.getByText('请稍后')).toHaveCount(0);
});

test('any other status shows its status text', async ({ page, session }) => {
  await sim.control('faults', { endpoint: 'transactionRecordList', kind: 'status', status: 500, times: 1 }, session, 'PUT');
  await page.goto(deepLink('/transaction/record', { host: 'ios', session }));
  await expect(toast(page)).toHaveText('Internal Server Error');
});

type BridgeEntry = { direction: string; kind: string; functionName?: string; handoff?: boolean };

test('many 401s show one alert with the server text; 确定 hands off once through the bridge', async ({ page, session }) => {
  await page.goto(deepLink('/transaction/record', { host: 'android', session }));
  await expect(recordScreen(page)).toBeVisible();
  await sim.control('tokens/revoke', {}, session);

  // Several screens call the gateway while the first alert is open: their 401s join it.
  for (const route of ['/withdrawal/WithdrawalRecord', '/monthBill/monthBillHome', '/myOrder/index', '/transaction/record']) {
    await page.evaluate((path) => {
      window.history.pushState({}, '', `/h5${path}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
  }
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toContainText('登录已失效，请重新登录');
  await page.waitForTimeout(500); // later 401s would open a second alert now
  await expect(page.getByRole('dialog')).toHaveCount(1);

  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(async () => {
      const logs = await sim.logs<BridgeEntry>(session, 'bridge');
      return logs.filter((e) => e.detail.direction === 'web→native' && e.detail.functionName === 'exitToLogin').length;
    })
    .toBe(1);
  await expect(page.getByText('请稍后')).toHaveCount(0);
});

test('in the mini program, 确定 on the 401 alert navigates back', async ({ page, session }) => {
  await sim.control('tokens/revoke', {}, session);
  await page.goto(deepLink('/transaction/record', { host: 'miniprogram', session }));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('登录已失效，请重新登录');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect
    .poll(async () => {
      const logs = await sim.logs<BridgeEntry>(session, 'bridge');
      return logs.filter((e) => e.detail.kind === 'wx' && e.detail.functionName === 'navigateBack').length;
    })
    .toBe(1);
});

test('a screen chunk that fails to load shows the load-error page; 重试 loads it', async ({ page, session }) => {
  let failures = 0;
  await page.route(RECORD_CHUNK, async (route: Route) => {
    if (failures++ === 0) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto(deepLink('/transaction/record', { host: 'android', session }));
  const loadError = page.locator('[data-screen="load-error"]');
  await expect(loadError).toBeVisible();
  await loadError.getByRole('button', { name: '重试' }).click();
  await expect(recordScreen(page)).toBeVisible();
  expect(failures).toBeGreaterThanOrEqual(2);
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

test('offline shows the network fallback; back online, 重新加载 brings the screen back', async ({ page, context, session }) => {
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

test('a toast closes after 3 s on a fake clock', async ({ page, session }) => {
  await page.clock.install();
  await sim.control('faults', { endpoint: 'transactionRecordList', kind: 'status', status: 500, times: 1 }, session, 'PUT');
  await page.goto(deepLink('/transaction/record', { host: 'android', session }));
  await expect(toast(page)).toHaveText('Internal Server Error');
  await page.clock.runFor(2500);
  await expect(toast(page)).toBeVisible();
  await page.clock.runFor(1000);
  await expect(toast(page)).toHaveCount(0);
});

test('a notification closes after 1.5 s on a fake clock', async ({ page, context, session }) => {
  await page.clock.install();
  await page.goto(deepLink('/transaction/record', { host: 'android', session }));
  await expect(recordScreen(page)).toBeVisible();
  await context.setOffline(true);
  await expect(page.locator('[data-screen="network-fallback"]')).toBeVisible();
  await context.setOffline(false);
  const banner = page.locator('[data-notification]');
  await expect(banner).toHaveText('网络已恢复，请点击重新加载');
  await page.clock.runFor(1400);
  await expect(banner).toBeVisible();
  await page.clock.runFor(200);
  await expect(banner).toHaveCount(0);
});
