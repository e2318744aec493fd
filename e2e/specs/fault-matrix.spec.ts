// No fault leaves the merchant stuck: every route of app/dist/route-manifest.json × the faults of the
// simulator (plus the browser going offline) — all of them on key screens, three on the others
// (support/fault-cell.ts faultsFor; FAULT_MATRIX=full for all). One test per screen, its cells one
// after another in one page, each opening the screen afresh by its deep link. A cell passes when the
// merchant is told what went wrong with a way to retry, nothing keeps spinning, nothing is blank, no
// error escapes the page, and the retry after the fault clears shows data. A hang is met on the page's
// own clock: the app's gateway timeout is skipped to rather than waited for.
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
import { CELL_FILE, writeCells, type CellResult } from '../support/fault-report';
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

async function noEscapedErrors(page: Page, watch: PageWatch, before = 0): Promise<void> {
  const escaped = [
    ...watch.problems.slice(before),
    ...(await rejections(page)).map((r) => `unhandledrejection: ${r}`),
  ];
  expect(escaped, 'no uncaught error or unhandled rejection').toEqual([]);
}

async function latencyCell(
  page: Page,
  watch: PageWatch,
  entry: RouteEntry,
  path: string,
  session: string,
): Promise<string> {
  await page.goto(deepLink(path, { host: HOST, session }));
  // The slow answer shows as loading first, then as data: never as an error.
  await expect(page.locator('[data-state="loading"], [data-screen="loading"]').first()).toBeVisible();
  await expectData(page, entry, 15_000);
  expect(await watch.sawError(), 'no error state while the answer is slow').toBe(false);
  await expect(page.locator('.adm-toast-main'), 'and no error toast').toHaveCount(0);
  return 'loading → data';
}

async function offlineCell(page: Page, entry: RouteEntry, path: string, session: string): Promise<string> {
  await page.goto(deepLink(path, { host: HOST, session }));
  await expectData(page, entry);
  await page.context().setOffline(true);
  const message = await expectMessage(page, 10_000);
  await expect(page.locator('[data-screen="network-fallback"]')).toContainText('请检查网络设置...');
  expect(message.text).toMatch(OFFLINE.told ?? /./);
  await expectSettled(page);
  // Reloading while still offline keeps the fallback (and says why); back online it brings the data.
  await message.retry.click();
  await expect(page.locator('[data-screen="network-fallback"]')).toBeVisible();
  await page.context().setOffline(false);
  await message.retry.click();
  await expectData(page, entry);
  return message.text;
}

/** Moves the page's clock past the app's gateway timeout (and its retries') until a message shows. */
async function skipPastTimeouts(page: Page): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(APP_GATEWAY_TIMEOUT_MS);
    await expectMessage(page, 1_000);
  }, 'the timeout is told once the clock passes it').toPass({ timeout: 15_000 });
}

async function failureCell(
  page: Page,
  entry: RouteEntry,
  fault: FaultCase,
  path: string,
  session: string,
): Promise<string> {
  await sim.fault(session, fault.spec!);
  await page.goto(deepLink(path, { host: HOST, session }));
  await expect(screenRoot(page, entry).or(page.locator('[data-screen="loading"]')).first()).toBeVisible();
  if (fault.id === 'hang') await skipPastTimeouts(page);
  const message = await expectMessage(page, 10_000);
  expect(message.text, 'the message fits the fault').toMatch(fault.told ?? /./);
  await expectSettled(page);
  await sim.control('faults', undefined, session, 'DELETE');
  await message.retry.click();
  await expectData(page, entry);
  return message.text;
}

/** One cell: its verdict for the matrix; a failed cell leaves the page for the next one to reopen. */
async function runCell(
  page: Page,
  watch: PageWatch,
  entry: RouteEntry,
  fault: FaultCase,
  path: string,
  session: string,
): Promise<Omit<CellResult, 'retry'>> {
  const started = Date.now();
  const before = watch.problems.length;
  const verdict = { screen: entry.route, fault: fault.id };
  try {
    let told: string;
    if (fault.id === 'offline') told = await offlineCell(page, entry, path, session);
    else if (fault.spec?.kind === 'latency') {
      await sim.fault(session, fault.spec);
      told = await latencyCell(page, watch, entry, path, session);
    } else told = await failureCell(page, entry, fault, path, session);
    await noEscapedErrors(page, watch, before);
    return { ...verdict, ok: true, message: told, durationMs: Date.now() - started };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return {
      ...verdict,
      ok: false,
      message: '',
      error: text.split('\n')[0]?.replace(ANSI_COLOUR, ''),
      durationMs: Date.now() - started,
    };
  } finally {
    await page.context().setOffline(false);
    await sim.control('faults', undefined, session, 'DELETE');
  }
}

for (const [index, entry] of ROUTES.entries()) {
  const faults = faultsFor(entry, index);
  test(`${entry.route} × ${faults.map((f) => f.id).join(', ')}`, async ({ page, session }, testInfo) => {
    test.setTimeout(30_000 + faults.length * 25_000);
    const watch = await watchPage(page);
    // The page's timers run on a clock the test can move (time flows as usual until it does).
    if (faults.some((f) => f.id === 'hang')) await page.clock.install();
    if (entry.leavesApp) await standInPartnerMalls(page);
    const path = await concretePath(page, entry, ROUTES, { host: HOST, session });
    const cells: CellResult[] = [];
    try {
      for (const fault of faults)
        cells.push({ ...(await runCell(page, watch, entry, fault, path, session)), retry: testInfo.retry });
    } finally {
      writeCells(testInfo.outputPath(CELL_FILE), cells);
    }
    const failed = cells.filter((c) => !c.ok).map((c) => `${c.fault}: ${c.error ?? '?'}`);
    expect(failed, `every fault on ${entry.route} is told and recovered from`).toEqual([]);
  });
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
  const watch = await watchPage(page);
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
  await noEscapedErrors(page, watch);
});
