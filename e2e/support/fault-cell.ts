// What one cell of the fault matrix checks on a screen: the faults, a watcher that remembers what
// the page ever showed (an error flashing by during a slow load counts), and the three verdicts —
// a clear message with a way to retry, nothing left spinning or blank, the data after the retry.
import type { Locator, Page } from '@playwright/test';
import { expect } from './sim';
import { PARTNER_PAGE } from './partnerMall';
import { DEFAULT_DATA_SELECTOR, type RouteEntry } from './routes';

export interface FaultCase {
  /** Column name of the matrix. */
  id: string;
  /** The simulator fault for every endpoint of the session; absent for the browser going offline. */
  spec?: Record<string, unknown>;
  /**
   * What the message must say, when the fault has one right answer (docs/product.md §8 texts, the
   * server's msg).
   */
  told?: RegExp;
}

export const FAULTS: readonly FaultCase[] = [
  { id: 'latency3s', spec: { kind: 'latency', latencyMs: 3000 } },
  { id: 'hang', spec: { kind: 'hang' }, told: /请求超时/ },
  { id: 'http500', spec: { kind: 'status', status: 500 } },
  { id: 'http502', spec: { kind: 'status', status: 502 } },
  {
    id: 'business',
    spec: { kind: 'business', code: '5001', msg: '系统繁忙，请稍后再试' },
    told: /系统繁忙，请稍后再试/,
  },
  { id: 'malformed', spec: { kind: 'malformed' } },
  { id: 'truncated', spec: { kind: 'truncated' } },
  { id: 'drop', spec: { kind: 'drop' }, told: /网络连接异常,请检查网络设置！/ },
  { id: 'offline', told: /请检查网络设置\.\.\./ },
];

/**
 * Every fault meets every key screen (the routes the bench measures); each other screen meets the
 * two that show an error state of its own (an HTTP failure, a server refusal) and one more, taken in
 * turn by its place in the route list, so every fault still meets screens of every area while the
 * matrix grows by three cells, not nine, per screen. The shell handles latency, hangs, dropped
 * connections and going offline the same way on every screen (docs/decisions.md, "Fault matrix").
 * `FAULT_MATRIX=full` runs every cell.
 *
 * @example faultsFor({ lighthouse: false }, 3).map((f) => f.id) // ['http500', 'business', 'malformed']
 */
export function faultsFor(
  entry: Pick<RouteEntry, 'lighthouse' | 'leavesApp'>,
  index: number,
  full = process.env.FAULT_MATRIX === 'full',
): FaultCase[] {
  // A screen that leaves the app (a partner mall's hand-off) has nothing on screen to keep offline.
  const faults = entry.leavesApp ? FAULTS.filter((f) => f.id !== 'offline') : FAULTS;
  if (full || entry.lighthouse) return [...faults];
  const core = faults.filter((f) => CORE_FAULTS.has(f.id));
  const rest = faults.filter((f) => !CORE_FAULTS.has(f.id));
  return [...core, rest[index % rest.length]!];
}

const CORE_FAULTS = new Set(['http500', 'business']);

/** The app's gateway timeout (app/src/app/startup/early.ts GATEWAY_TIMEOUT_MS; that module is not plain). */
export const APP_GATEWAY_TIMEOUT_MS = 10_000;

/** Anything that spins or pulses while the merchant waits. */
export const BUSY = [
  '[data-screen="loading"]',
  '[data-state="loading"]',
  '[data-state="loading-more"]',
  '.mh-skeleton',
  '.adm-spin-loading',
].join(', ');

/** Where a failure may be told, each with its way to retry. */
const MESSAGE_PLACES = [
  '[data-state="error"]',
  '[data-state="load-more-error"]',
  '[data-screen="network-fallback"]',
  '[data-screen="load-error"]',
];
const MESSAGES = MESSAGE_PLACES.join(', ');

/** Set on a message once its cell is judged (markTold): the next cell waits for a message without it. */
const TOLD = 'data-fault-cell-told';
/** A message not judged yet: a new one, rendered after the last markTold. */
const NEW_MESSAGES = MESSAGE_PLACES.map((m) => `${m}:not([${TOLD}])`).join(', ');

/** Text that is protocol debris, not a message for a merchant. */
const GARBAGE = /<html|undefined|null|\[object|SyntaxError|Unexpected (token|end)|JSON/i;

export interface PageWatch {
  sawError(): Promise<boolean>;
  problems: string[];
}

/** Records uncaught errors, unhandled rejections and whether an error state ever showed. */
export async function watchPage(page: Page): Promise<PageWatch> {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.name}: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __cell: { error: boolean; rejections: string[] } };
    w.__cell = { error: false, rejections: [] };
    window.addEventListener('unhandledrejection', (e) => w.__cell.rejections.push(String(e.reason)));
    new MutationObserver(() => {
      if (!w.__cell.error && document.querySelector('[data-state="error"]')) w.__cell.error = true;
    }).observe(document, { subtree: true, childList: true });
  });
  return {
    problems,
    async sawError() {
      return page.evaluate(() => (window as unknown as { __cell: { error: boolean } }).__cell.error);
    },
  };
}

export async function rejections(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cell: { rejections: string[] } }).__cell.rejections);
}

export const screenRoot = (page: Page, entry: RouteEntry): Locator =>
  page.locator(`[data-screen="${entry.route}"]`);

/**
 * Waits for the failure to be told by a message not marked by markTold (so never one a previous cell
 * already judged); returns the message and its retry button.
 */
export async function expectMessage(page: Page, timeout: number): Promise<{ text: string; retry: Locator }> {
  const message = page.locator(NEW_MESSAGES).first();
  const deadline = Date.now() + timeout;
  await shown(page, NEW_MESSAGES, timeout);
  await expect(message, 'a message tells the merchant what went wrong').toBeVisible({
    timeout: Math.max(1_000, deadline - Date.now()),
  });
  const text = (await message.innerText()).replace(/\s+/g, ' ').trim();
  const retry = message.getByRole('button', { name: /重试|重新加载/ });
  await expect(retry, `"${text}" offers a way to retry`).toBeVisible();
  expect(text.replace(/重试|重新加载/g, '').trim(), 'the message has words').not.toBe('');
  expect(text, 'the message is not protocol debris').not.toMatch(GARBAGE);
  return { text, retry };
}

/**
 * Returns once the first element of `selector` is laid out (looked at on every frame, by Playwright's
 * own copy of requestAnimationFrame, which page.clock leaves alone), or after `timeout` without a word:
 * only a wait, the assertion after it judges. Playwright's assertions back off to a look every half second,
 * which in a chain of cells costs more than the app takes to answer.
 */
async function shown(page: Page, selector: string, timeout: number): Promise<void> {
  await page
    .waitForFunction(
      (s) => {
        const rect = document.querySelector(s)?.getBoundingClientRect();
        return rect !== undefined && rect.width > 0 && rect.height > 0;
      },
      selector,
      { polling: 'raf', timeout },
    )
    .catch(() => undefined);
}

/**
 * Marks every message on the page as judged, so expectMessage waits for one rendered afterwards; returns
 * the retry button of the message expectMessage last saw (the first one).
 *
 * @example const retry = await markTold(page); await sim.fault(session, next); await retry.click();
 */
export async function markTold(page: Page): Promise<Locator> {
  const messages = page.locator(MESSAGES);
  await expect(messages.first(), 'the judged message is still shown').toBeVisible();
  await messages.evaluateAll((elements, told) => elements.forEach((e) => e.setAttribute(told, '')), TOLD);
  return page
    .locator(`[${TOLD}]`)
    .first()
    .getByRole('button', { name: /重试|重新加载/ });
}

/**
 * Whether a fault's cell is a failure the page tells and retries from (every fault but the slow answer
 * and going offline): such cells of a screen run as one chain in one page (specs/fault-matrix.spec.ts).
 */
export const isFailureFault = (fault: FaultCase): boolean =>
  fault.id !== 'offline' && fault.spec !== undefined && fault.spec.kind !== 'latency';

/**
 * Whether the cell at `index` ends its chain of failure cells (the next cell is no failure, or there
 * is none): the one that clears the fault and retries to the data.
 *
 * @example endsChain(faultsFor({ lighthouse: true }, 0), 7) // true: 'drop', then 'offline'
 */
export function endsChain(faults: readonly FaultCase[], index: number): boolean {
  const next = faults[index + 1];
  return isFailureFault(faults[index]!) && (next === undefined || !isFailureFault(next));
}

/** Nothing spins, and the page is not blank: some screen root with visible text. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator(BUSY), 'no spinner or skeleton is left running').toHaveCount(0);
  const root = page.locator('[data-screen]').first();
  await expect(root, 'a screen is shown').toBeVisible();
  expect((await root.innerText()).trim(), 'the screen is not blank').not.toBe('');
}

/** The screen shows its data: its root, a data element, no error state, nothing spinning. */
export async function expectData(page: Page, entry: RouteEntry, timeout = 10_000): Promise<void> {
  // A partner-mall hand-off's data is the partner's page (support/partnerMall.ts stands in for it).
  if (entry.leavesApp) {
    await expect(page, 'the app left for the partner mall').toHaveURL(PARTNER_PAGE, { timeout });
    return;
  }
  const root = screenRoot(page, entry);
  const data = entry.data ?? DEFAULT_DATA_SELECTOR;
  const deadline = Date.now() + timeout;
  await shown(page, `[data-screen="${entry.route}"] :is(${data})`, timeout);
  await expect(root.locator(data).first(), 'the data shows').toBeVisible({
    timeout: Math.max(1_000, deadline - Date.now()),
  });
  await expect(root.locator('[data-state="error"]')).toHaveCount(0);
  await expectSettled(page);
}
