// No fault leaves the merchant stuck: every route of app/dist/route-manifest.json × the faults of the
// simulator (plus the browser going offline) — all of them on key screens, three on the others
// (support/fault-cell.ts faultsFor; FAULT_MATRIX=full for all). One test per screen, its cells one
// after another in one page, each with its own verdict; in none may an uncaught error or unhandled
// rejection escape the page. What a cell proves:
// - latency3s: the screen, opened by its deep link, shows loading, then its data, never an error.
// - offline: the screen, opened by its deep link with its data, goes offline: the network fallback
//   says why; 重新加载 while offline keeps it, back online it brings the data.
// - a failure (hang, http500, http502, business, malformed, truncated, drop): a gateway call met the
//   fault (the simulator counts its hits; a hang's clock is moved only once a call hangs) and a message
//   rendered since the cell began (never the previous cell's, which is marked judged) tells the
//   merchant what went wrong, in the fault's words where it has them, with a way to retry; nothing
//   keeps spinning, nothing is blank. A screen's consecutive failure cells run as one chain in one
//   page load: the first opens the screen by its deep link under its fault; each next one sets its
//   fault and presses the previous message's 重试, so the retried call is told anew; the last also
//   clears the fault and its 重试 brings the data. A failed cell ends the chain: the next opens the
//   screen afresh by its deep link. So each chain proves the deep link under a fault once and the
//   recovery once (key screens: one chain of seven; the others: one of two or three, or of two with
//   a latency3s or offline cell besides).
// A hang is met on the page's own clock: the app's gateway timeout is skipped to rather than waited for.
// The matrix is printed after the run (support/global-teardown.ts).
import {
  APP_GATEWAY_TIMEOUT_MS,
  FAULTS,
  endsChain,
  expectData,
  faultsFor,
  expectMessage,
  expectSettled,
  isFailureFault,
  markTold,
  rejections,
  screenRoot,
  watchPage,
  type FaultCase,
  type PageWatch,
} from '../support/fault-cell';
import { CELL_FILE, writeCells, type CellResult } from '../support/fault-report';
import { standInPartnerMalls } from '../support/partnerMall';
import { checkHost, concretePath, loadRoutes, type RouteEntry } from '../support/routes';
import { deepLink, expect, navigateTo, sim, test } from '../support/sim';
import type { Page, Route } from '@playwright/test';

const ROUTES = loadRoutes();
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
  await page.goto(deepLink(path, { host: checkHost(entry), session }));
  // The slow answer shows as loading first, then as data: never as an error.
  await expect(page.locator('[data-state="loading"], [data-screen="loading"]').first()).toBeVisible();
  await expectData(page, entry, 15_000);
  expect(await watch.sawError(), 'no error state while the answer is slow').toBe(false);
  await expect(page.locator('.adm-toast-main'), 'and no error toast').toHaveCount(0);
  return 'loading → data';
}

async function offlineCell(page: Page, entry: RouteEntry, path: string, session: string): Promise<string> {
  await page.goto(deepLink(path, { host: checkHost(entry), session }));
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

/** How a failure cell meets its fault, and whether it ends its chain. */
interface ChainStep {
  /** The previous cell's message is on screen: its 重试 (not a deep link) sends the call under this fault. */
  fromMessage: boolean;
  /** The last of the chain: clear the fault, 重试, the data. */
  recover: boolean;
}

/** How many gateway calls the session's faults have met (each cell sets its one fault afresh). */
async function faultHits(session: string): Promise<number> {
  const { faults } = await sim.control('GET /faults', { session });
  return faults.reduce((n, f) => n + f.hits, 0);
}

async function failureCell(
  page: Page,
  entry: RouteEntry,
  fault: FaultCase,
  path: string,
  session: string,
  step: ChainStep,
): Promise<string> {
  await sim.fault(session, fault.spec!);
  if (step.fromMessage) {
    // The previous cell's message is marked judged; only a message rendered after this retry counts.
    await (await markTold(page)).click();
  } else {
    await page.goto(deepLink(path, { host: checkHost(entry), session }));
    await expect(screenRoot(page, entry).or(page.locator('[data-screen="loading"]')).first()).toBeVisible();
  }
  // The simulator counts the calls its fault answered (or, for a hang, holds): one must have met it. A
  // hang's clock moves only once a call hangs, so the timeout told is that call's, not one skipped to
  // before the call was sent.
  const met = () =>
    expect
      .poll(() => faultHits(session), { message: `a call met the ${fault.id} fault`, timeout: 10_000 })
      .toBeGreaterThan(0);
  if (fault.id === 'hang') {
    await met();
    await skipPastTimeouts(page);
  }
  const message = await expectMessage(page, 10_000);
  expect(message.text, 'the message fits the fault').toMatch(fault.told ?? /./);
  await expectSettled(page);
  await met();
  if (step.recover) {
    await sim.control('faults', undefined, session, 'DELETE');
    await message.retry.click();
    await expectData(page, entry);
  }
  return message.text;
}

/**
 * One cell: its verdict for the matrix. `chain.open` says the page shows the message of the previous
 * failure cell, for this one to retry from; a failed cell closes it, so the next cell opens the screen
 * afresh by its deep link.
 */
async function runCell(
  page: Page,
  watch: PageWatch,
  entry: RouteEntry,
  faults: readonly FaultCase[],
  index: number,
  path: string,
  session: string,
  chain: { open: boolean },
): Promise<Omit<CellResult, 'retry'>> {
  const fault = faults[index]!;
  const recover = endsChain(faults, index);
  const started = Date.now();
  const before = watch.problems.length;
  const verdict = { screen: entry.route, fault: fault.id };
  try {
    let told: string;
    if (fault.id === 'offline') told = await offlineCell(page, entry, path, session);
    else if (fault.spec?.kind === 'latency') {
      await sim.fault(session, fault.spec);
      told = await latencyCell(page, watch, entry, path, session);
    } else told = await failureCell(page, entry, fault, path, session, { fromMessage: chain.open, recover });
    await noEscapedErrors(page, watch, before);
    chain.open = isFailureFault(fault) && !recover;
    return { ...verdict, ok: true, message: told, durationMs: Date.now() - started };
  } catch (error) {
    chain.open = false;
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

// A screen that asks the server nothing (a hand-off, a guide that depends only on its host) cannot meet
// a fault: under one armed for every endpoint it shows whole, sends no gateway call and tells no error.
for (const entry of ROUTES.filter((r) => r.asksNothing)) {
  test(`${entry.route} × asks nothing`, async ({ page, session }) => {
    const watch = await watchPage(page);
    await sim.fault(session, { kind: 'status', status: 500 });
    const host = checkHost(entry);
    await page.goto(deepLink(await concretePath(page, entry, ROUTES, { host, session }), { host, session }));
    await expectData(page, entry);
    expect(await faultHits(session), 'no gateway call met the fault').toBe(0);
    expect(await watch.sawError(), 'no error told').toBe(false);
    await noEscapedErrors(page, watch);
  });
}

for (const [index, entry] of ROUTES.filter((r) => !r.asksNothing).entries()) {
  const faults = faultsFor(entry, index);
  test(`${entry.route} × ${faults.map((f) => f.id).join(', ')}`, async ({ page, session }, testInfo) => {
    test.setTimeout(30_000 + faults.length * 25_000);
    const watch = await watchPage(page);
    // The page's timers run on a clock the test can move (time flows as usual until it does).
    if (faults.some((f) => f.id === 'hang')) await page.clock.install();
    if (entry.leavesApp) await standInPartnerMalls(page);
    const path = await concretePath(page, entry, ROUTES, { host: checkHost(entry), session });
    const cells: CellResult[] = [];
    const chain = { open: false };
    try {
      for (const index of faults.keys())
        cells.push({
          ...(await runCell(page, watch, entry, faults, index, path, session, chain)),
          retry: testInfo.retry,
        });
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
  await page.goto(deepLink('/monthBill/monthBillHome', { host: 'android', session }));
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
