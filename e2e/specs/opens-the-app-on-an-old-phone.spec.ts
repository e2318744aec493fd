// A merchant on the POS terminal (its WebView is Chrome 83) or an old iPhone (iOS 14) opens the H5.
// The simulator plays each host's real engine by taking away the APIs it lacks before the page runs
// (docs/simulator.md "Engines"); the app brings the polyfills such an engine needs, and only there
// (app/build/polyfillsOnDemand.ts): a current engine loads no polyfill file.
import type { Page } from '@playwright/test';
import { deepLink, expect, probeLink, test, type HostKind } from '../support/sim';

/** What the page's engine offers, read in the page's own world. */
function engineApis(page: Page) {
  return page.evaluate(() => {
    const has = (owner: unknown, name: string) => owner != null && name in (owner as object);
    return {
      at: has(Array.prototype, 'at'),
      hasOwn: has(Object, 'hasOwn'),
      replaceAll: has(String.prototype, 'replaceAll'),
      structuredClone: has(window, 'structuredClone'),
      requestIdleCallback: has(window, 'requestIdleCallback'),
      createImageBitmap: has(window, 'createImageBitmap'),
    };
  });
}

/** Opens the transaction list and waits for its rows; answers which polyfill files the page fetched. */
async function openRecords(page: Page, host: HostKind, session: string): Promise<string[]> {
  const polyfills: string[] = [];
  page.on('request', (request) => {
    if (/\/polyfills-[^/]+\.js$/.test(request.url())) polyfills.push(request.url());
  });
  await page.goto(deepLink('/transaction/record', { host, session }));
  await expect(page.locator('[data-screen="/transaction/record"] [role="listitem"]').first()).toBeVisible({
    timeout: 15_000,
  });
  return polyfills;
}

test('the POS host and the iOS host play their engines: the APIs those lack are gone', async ({
  page,
  session,
}) => {
  // The probe page has the host shim and no app, so nothing puts an API back.
  await page.goto(probeLink({ host: 'pos', session }));
  expect(await engineApis(page)).toEqual({
    at: false,
    hasOwn: false,
    replaceAll: false,
    structuredClone: false,
    requestIdleCallback: true,
    createImageBitmap: true,
  });
  await page.goto(probeLink({ host: 'ios', session }));
  expect(await engineApis(page)).toMatchObject({
    at: false,
    hasOwn: false,
    replaceAll: true,
    structuredClone: false,
    requestIdleCallback: false,
    createImageBitmap: false,
  });
  await page.goto(probeLink({ host: 'android', session }));
  expect(await engineApis(page)).toMatchObject({ at: true, hasOwn: true, structuredClone: true });
});

for (const host of ['pos', 'ios'] as const) {
  test(`the transaction list opens on the ${host} host's old engine, with the polyfills it needs`, async ({
    page,
    session,
    consoleMessages,
  }) => {
    const polyfills = await openRecords(page, host, session);
    expect(polyfills).toHaveLength(1);
    // The polyfills put back what the libraries may call; the app's own code never needs them (lint).
    expect(await page.evaluate(() => [1, 2, 3].at(-1))).toBe(3);
    // A trade's detail opens from the list there too.
    await page.locator('a[href*="/transaction/detail/"]').first().click();
    await expect(page.locator('[data-screen^="/transaction/detail"]')).toBeVisible();
    expect(consoleMessages.filter((m) => m.type === 'pageerror')).toEqual([]);
  });
}

test('a current engine loads no polyfill file', async ({ page, session }) => {
  expect(await openRecords(page, 'android', session)).toEqual([]);
});
