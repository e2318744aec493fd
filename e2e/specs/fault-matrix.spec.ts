// No fault leaves the merchant stuck: every route of app/dist/route-manifest.json × the faults of the
// simulator (plus the browser going offline) — all of them on key screens, three on the others
// (support/fault-cell.ts faultsFor; FAULT_MATRIX=full for all) — one test per cell, each in its own session. A cell
// passes when the merchant is told what went wrong with a way to retry, nothing keeps spinning,
// nothing is blank, no error escapes the page, and the retry after the fault clears shows data.
// The matrix is printed after the run (support/global-teardown.ts).
import {
  APP_GATEWAY_TIMEOUT_MS,
  FAULTS,
  expectData,
  faultsFor,
  expectMessage,
  expectSettled,
  rejections,
  screenRoot,
  watchPage,
  type FaultCase,
  type PageWatch,
} from '../support/fault-cell';
import { CELL_FILE, writeCell } from '../support/fault-report';
import { standInPartnerMalls } from '../support/partnerMall';
import { concretePath, loadRoutes, type RouteEntry } from '../support/routes';
import { deepLink, expect, navigateTo, sim, test } from '../support/sim';
import type { Page, Route } from '@playwright/test';

const ROUTES = loadRoutes();
const HOST = 'android' as const;
const OFFLINE = FAULTS.find((f) => f.id === 'offline')!;
// Playwright colours its error messages; the matrix file keeps plain text.
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g');

test.describe.configure({ mode: 'parallel' });

let told = '';
let watch: PageWatch | undefined;

test.beforeEach(() => {
  told = '';
  watch = undefined;
});

test.afterEach(async ({ page }, testInfo) => {
  await page.context().setOffline(false);
  const cell = testInfo.annotations.find((a) => a.type === 'cell')?.description;
  if (!cell) return;
  const [screen, fault] = cell.split('\u0000');
  const passed = testInfo.status === testInfo.expectedStatus;
  writeCell(testInfo.outputPath(CELL_FILE), {
    screen: screen ?? '?',
    fault: fault ?? '?',
    ok: passed,
    message: told,
    ...(passed
      ? {}
      : {
          error: (testInfo.error?.message ?? testInfo.status ?? '').split('\n')[0]?.replace(ANSI_COLOUR, ''),
        }),
    durationMs: testInfo.duration,
    retry: testInfo.retry,
  });
});

async function noEscapedErrors(page: Page): Promise<void> {
  const escaped = [
    ...(watch?.problems ?? []),
    ...(await rejections(page)).map((r) => `unhandledrejection: ${r}`),
  ];
  expect(escaped, 'no uncaught error or unhandled rejection').toEqual([]);
}

async function latencyCell(page: Page, entry: RouteEntry, path: string, session: string): Promise<void> {
  await page.goto(deepLink(path, { host: HOST, session }));
  // The slow answer shows as loading first, then as data: never as an error.
  await expect(page.locator('[data-state="loading"], [data-screen="loading"]').first()).toBeVisible();
  await expectData(page, entry, 15_000);
  expect(await watch?.sawError(), 'no error state while the answer is slow').toBe(false);
  await expect(page.locator('.adm-toast-main'), 'and no error toast').toHaveCount(0);
  told = 'loading → data';
}

async function offlineCell(page: Page, entry: RouteEntry, path: string, session: string): Promise<void> {
  await page.goto(deepLink(path, { host: HOST, session }));
  await expectData(page, entry);
  await page.context().setOffline(true);
  const message = await expectMessage(page, 10_000);
  told = message.text;
  await expect(page.locator('[data-screen="network-fallback"]')).toContainText('请检查网络设置...');
  expect(told).toMatch(OFFLINE.told ?? /./);
  await expectSettled(page);
  // Reloading while still offline keeps the fallback (and says why); back online it brings the data.
  await message.retry.click();
  await expect(page.locator('[data-screen="network-fallback"]')).toBeVisible();
  await page.context().setOffline(false);
  await message.retry.click();
  await expectData(page, entry);
}

async function failureCell(
  page: Page,
  entry: RouteEntry,
  fault: FaultCase,
  path: string,
  session: string,
): Promise<void> {
  await sim.fault(session, fault.spec!);
  await page.goto(deepLink(path, { host: HOST, session }));
  await expect(screenRoot(page, entry).or(page.locator('[data-screen="loading"]')).first()).toBeVisible();
  const waitMs = fault.id === 'hang' ? APP_GATEWAY_TIMEOUT_MS + 10_000 : 10_000;
  const message = await expectMessage(page, waitMs);
  told = message.text;
  expect(told, 'the message fits the fault').toMatch(fault.told ?? /./);
  await expectSettled(page);
  await sim.control('faults', undefined, session, 'DELETE');
  await message.retry.click();
  await expectData(page, entry);
}

for (const [index, entry] of ROUTES.entries()) {
  for (const fault of faultsFor(entry, index)) {
    test(`${entry.route} × ${fault.id}`, async ({ page, session }, testInfo) => {
      testInfo.annotations.push({ type: 'cell', description: `${entry.route}\u0000${fault.id}` });
      if (fault.id === 'hang') test.setTimeout(APP_GATEWAY_TIMEOUT_MS + 45_000);
      watch = await watchPage(page);
      if (entry.leavesApp) await standInPartnerMalls(page);
      const path = await concretePath(page, entry, ROUTES, { host: HOST, session });
      if (fault.id === 'offline') await offlineCell(page, entry, path, session);
      else if (fault.spec?.kind === 'latency') {
        await sim.fault(session, fault.spec);
        await latencyCell(page, entry, path, session);
      } else await failureCell(page, entry, fault, path, session);
      await noEscapedErrors(page);
    });
  }
}

// The "ten concurrent 401 answers": ten gateway calls are held in the browser until all are
// in flight, then answered together; the merchant gets one alert, and 确定 one hand-off to login.
test('ten concurrent 401 answers: exactly one alert and one login hand-off', async ({ page, session }) => {
  const handOffs = async () =>
    (await sim.bridge(session)).filter(
      (e) => e.direction === 'web→native' && e.functionName === 'exitToLogin',
    ).length;
  const unauthorized = async () =>
    (await sim.logs<{ status?: number }>(session, 'http')).filter((e) => e.detail.status === 401).length;
  watch = await watchPage(page);
  await page.goto(deepLink('/monthBill/monthBillHome', { host: HOST, session }));
  await expect(page.locator('.mh-bill-totals dd').first()).toBeVisible();
  await sim.control('tokens/revoke', {}, session);
  const held: Route[] = [];
  await page.route('**/gateway/**', async (route) => {
    held.push(route);
    if (held.length === 10) for (const r of held) await r.continue();
    else if (held.length > 10) await route.continue();
  });
  // Ten months of the bill screen: ten different calls, each sent (and held) before the next month.
  for (let month = 1; month <= 10; month++) {
    await page.evaluate(
      navigateTo,
      `/monthBill/monthBillHome?monthDate=2023${String(month).padStart(2, '0')}`,
    );
    await expect.poll(() => held.length, { message: `the call for month ${month} is in flight` }).toBe(month);
  }
  await expect.poll(unauthorized, { message: 'ten calls answered 401' }).toBeGreaterThanOrEqual(10);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toContainText('登录已失效，请重新登录');
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog'), 'still one alert once every 401 has arrived').toHaveCount(1);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(handOffs, { message: 'one exitToLogin' }).toBe(1);
  await page.waitForTimeout(1000);
  expect(await handOffs(), 'and no second one').toBe(1);
  await noEscapedErrors(page);
});
