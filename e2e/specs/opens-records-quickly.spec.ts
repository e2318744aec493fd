// A merchant on a weak network opens the records: the screen's data request waits neither for the
// screen's code nor for the router and the store, the screen's chunk is preloaded and its styles
// linked while start-up downloads, and the files come compressed.
import type { Page, Route } from '@playwright/test';
import { deepLink, envOrigin, expect, test } from '../support/sim';

const LIST_CALL = '/gateway/pay-service/transactionRecord/list';
const SCREEN_CHUNK = /\/h5\/assets\/TransactionRecordScreen-[\w-]+\.js$/;
// The rest of start-up: router, store, the areas' routes (app/src/app/startup/bootstrap.tsx).
const START_UP_CHUNK = /\/h5\/assets\/bootstrap-[\w-]+\.js$/;

/** Holds a chunk until `release()`; records the order of the list call and the chunk. */
async function holdScreenChunk(page: Page, chunk = SCREEN_CHUNK) {
  const events: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route: Route) => {
    events.push('chunk requested');
    await released;
    events.push('chunk released');
    await route.continue();
  });
  page.on('request', (r) => {
    if (r.url().includes(LIST_CALL)) events.push('list requested');
  });
  return { events, release };
}

for (const host of ['android', 'ios'] as const) {
  test(`under ${host}, the list is asked for while the screen's code is still on its way`, async ({
    page,
    session,
  }) => {
    const held = await holdScreenChunk(page);
    await page.goto(deepLink('/transaction/record', { host, session }));
    await expect.poll(() => held.events).toContain('list requested');
    expect(held.events).not.toContain('chunk released');
    held.release();
    await expect(page.locator('[role="listitem"]').first()).toBeVisible();
    // The route's chunk was asked for by the preload script, beside the entry.
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(preloaded.some((href) => SCREEN_CHUNK.test(new URL(href).pathname))).toBe(true);
    // The route's styles were linked by the same script, after the entry's stylesheet, and the
    // screen's import found them there: each is linked once, none was only preloaded.
    const sheets = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(sheets[0]).toMatch(/^\/h5\/assets\/index-[\w-]+\.css$/);
    expect(sheets.filter((s) => /\/TransactionRecordScreen-[\w-]+\.css$/.test(s))).toHaveLength(1);
    expect(new Set(sheets).size).toBe(sheets.length);
    await expect(page.locator('link[rel="preload"][as="style"]')).toHaveCount(0);
  });
}

// The virtualizer (@tanstack/react-virtual and the rows it places) is not part of a list's first
// screen: the first rows come without it, and its code is asked for once they are on the screen.
const VIRTUALIZER_CHUNK = /\/h5\/assets\/virtualRows-[\w-]+\.js$/;

for (const host of ['android', 'pos'] as const) {
  test(`under ${host}, the first rows are shown before the virtualizer is asked for, and with it the list scrolls on`, async ({
    page,
    session,
  }) => {
    const firstRows = page.locator('[role="list"][data-rows="first"] [role="listitem"]');
    let rowsWhenAsked = -1;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(VIRTUALIZER_CHUNK, async (route: Route) => {
      rowsWhenAsked = await firstRows.count();
      await released;
      await route.continue();
    });
    const listCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(LIST_CALL)) listCalls.push(r.postData() ?? '');
    });
    await page.goto(deepLink('/transaction/record', { host, session }));
    await expect(firstRows.first()).toBeVisible();
    await expect.poll(() => rowsWhenAsked).toBeGreaterThan(0);
    expect(listCalls).toHaveLength(1);
    const placed = (all: Element[]) =>
      all.map((r) => `${r.getAttribute('aria-posinset')} ${(r as HTMLElement).style.transform}`);
    const before = await firstRows.evaluateAll(placed);
    release();
    const rows = page.locator('[role="list"][data-rows="virtual"] [role="listitem"]');
    await expect(rows.first()).toBeVisible();
    // The virtualizer's rows are where the first rows were (it keeps fewer below the fold once it
    // knows the scroller's own height).
    const after = await rows.evaluateAll(placed);
    expect(after.length).toBeGreaterThan(5);
    expect(before.slice(0, after.length)).toEqual(after);
    await page.locator('[data-list-scroller]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => listCalls.length).toBe(2);
  });
}

test("when the virtualizer's code never arrives, the list is a plain one and still scrolls on", async ({
  page,
  session,
}) => {
  await page.route(VIRTUALIZER_CHUNK, (route) => route.abort('connectionreset'));
  const listCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(LIST_CALL)) listCalls.push(r.postData() ?? '');
  });
  await page.goto(deepLink('/transaction/record', { host: 'ios', session }));
  const rows = page.locator('[role="list"][data-rows="first"] [role="listitem"]');
  await expect(rows.first()).toBeVisible();
  const firstPage = await rows.count();
  await page.locator('[data-list-scroller]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect.poll(() => listCalls.length).toBe(2);
  // The second page's rows join the first's, in the same plain list.
  await expect.poll(() => rows.count()).toBeGreaterThan(firstPage);
  await expect(page.locator('[role="list"][data-rows="virtual"]')).toHaveCount(0);
});

// The mini-program opens the records at their mirror; production seals the call first.
for (const [host, path, env] of [
  ['android', '/transaction/record', 'mock'],
  ['android', '/transaction/record', 'production'],
  ['miniprogram', '/transaction/record', 'mock'],
  ['miniprogram', '/zEraAGeneraMiniProgramWeb/transaction/record', 'mock'],
] as const) {
  test(`under ${host} in ${env}, ${path} asks for the list before the router and the store have arrived, once`, async ({
    page,
    session,
  }) => {
    const held = await holdScreenChunk(page, START_UP_CHUNK);
    await page.goto(deepLink(path, { host, session }, envOrigin(env)));
    await expect.poll(() => held.events).toContain('list requested');
    expect(held.events).toContain('chunk requested');
    expect(held.events).not.toContain('chunk released');
    held.release();
    await expect(page.locator('[role="listitem"]').first()).toBeVisible();
    // The store took the answer over: the first page was not asked for again.
    expect(held.events.filter((e) => e === 'list requested')).toEqual(['list requested']);
  });
}

test('in production the page, its scripts and styles come compressed', async ({ page, session }) => {
  const encodings = new Map<string, string>();
  page.on('response', async (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/h5/')) return;
    // Files under 1 KiB are not worth compressing (the build leaves them as they are).
    const size = (await r.body().catch(() => Buffer.alloc(0))).length;
    if (size > 1024) encodings.set(url.pathname, (await r.allHeaders())['content-encoding'] ?? 'identity');
  });
  await page.goto(deepLink('/transaction/record', { host: 'android', session }, envOrigin('production')));
  await expect(page.locator('[role="listitem"]').first()).toBeVisible();
  const scripts = [...encodings].filter(([path]) => /\.(js|css)$/.test(path) || path.endsWith('/record'));
  expect(scripts.length).toBeGreaterThan(3);
  for (const [path, encoding] of scripts) expect(`${path} ${encoding}`).toMatch(/ (br|gzip)$/);
});

// Production seals every body: its cipher, in one file with the TOKEN's seal, is asked for beside
// the entry (index.html preloads it, in every environment: mock's pages do not use the cipher),
// before the entry has even run, and the first call leaves before React is evaluated. 3DES, which
// only the mini program's answers need, is never asked for.
const ENTRY_CHUNK = /\/h5\/assets\/index-[\w-]+\.js$/;
const BODY_CIPHER = /\/h5\/assets\/seal-[\w-]+\.js$/;
const TRIPLE_DES = /\/h5\/assets\/triple-des-[\w-]+\.js$/;

test('in production, the body cipher is loaded beside the entry, once, and 3DES not at all', async ({
  page,
  session,
}) => {
  const held = await holdScreenChunk(page, ENTRY_CHUNK);
  const cipher: string[] = [];
  const tripleDes: string[] = [];
  let screenChunk = false;
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (BODY_CIPHER.test(pathname)) cipher.push(pathname);
    if (TRIPLE_DES.test(pathname)) tripleDes.push(pathname);
    if (SCREEN_CHUNK.test(pathname)) screenChunk = true;
  });
  // Not until `load`: the held entry holds it.
  await page.goto(deepLink('/transaction/record', { host: 'android', session }, envOrigin('production')), {
    waitUntil: 'commit',
  });
  // The route-preload script has run (the screen's chunk is on its way) while the entry is held.
  await expect.poll(() => screenChunk).toBe(true);
  await expect.poll(() => cipher.length).toBe(1);
  expect(held.events).not.toContain('chunk released');
  held.release();
  await expect(page.locator('[role="listitem"]').first()).toBeVisible();
  // Asked for once: the gateway's own import takes the preloaded module over.
  expect(cipher).toHaveLength(1);
  expect(tripleDes).toEqual([]);
});

// The mini program's answers carry their AES key 3DES-wrapped: in production its gateway loads 3DES
// (a chunk of its own, which no other host downloads) and opens them.
test('in production, the mini program opens its 3DES-wrapped answers', async ({ page, session }) => {
  const tripleDes: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (TRIPLE_DES.test(pathname)) tripleDes.push(pathname);
  });
  const wrapped: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes(LIST_CALL) && r.headers()['encrypt-key']) wrapped.push(r.headers()['encrypt-key']!);
  });
  await page.goto(deepLink('/transaction/record', { host: 'miniprogram', session }, envOrigin('production')));
  await expect(page.locator('[role="listitem"]').first()).toBeVisible();
  // Sealed and wrapped: not the 32 hex characters of a bare AES key.
  expect(wrapped.length).toBeGreaterThan(0);
  for (const key of wrapped) expect(key).not.toMatch(/^[0-9a-f]{32}$/);
  expect(tripleDes).toHaveLength(1);
});
