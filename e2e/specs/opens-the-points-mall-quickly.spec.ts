// A merchant on a weak network opens the points mall: the goods are asked for before the router and
// the store have arrived, and the pictures of the first screen's goods as soon as the goods are in,
// not once React has drawn the rows; the rows take those pictures over instead of asking again.
import type { Route } from '@playwright/test';
import { deepLink, expect, test } from '../support/sim';

const GOODS_CALL = '/gateway/pos-operation-service/integral/mall';
const PICTURE = /\/h5\/static\/commodity\/[\w-]+\.png$/;
// The rest of start-up: router, store, the areas' routes (app/src/app/startup/bootstrap.tsx).
const START_UP_CHUNK = /\/h5\/assets\/bootstrap-[\w-]+\.js$/;

for (const host of ['android', 'miniprogram'] as const) {
  test(`under ${host}, the goods and their first pictures come before the app's code, once`, async ({
    page,
    session,
  }) => {
    const requested: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(START_UP_CHUNK, async (route: Route) => {
      await released;
      await route.continue();
    });
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === GOODS_CALL || PICTURE.test(pathname)) requested.push(pathname);
    });
    const pictures = () => requested.filter((p) => PICTURE.test(p));

    await page.goto(deepLink('/integralManage/PointMall', { host, session }));
    // The first screen's five goods (the scenario's first page has eight): their pictures come while
    // the router, the store and React are still held back.
    await expect.poll(() => pictures().length).toBe(5);
    expect(requested[0]).toBe(GOODS_CALL);
    const early = pictures();
    const preloads = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(preloads).toEqual(early);
    release();

    const rows = page.locator('[role="listitem"]');
    await expect(rows.first()).toBeVisible();
    const shown = await rows
      .locator('img.mh-goods-picture')
      .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));
    // Every picture preloaded is a picture the first rows show, in order (none left unused) …
    expect(shown.slice(0, early.length)).toEqual(early);
    await expect
      .poll(() =>
        page
          .locator('img.mh-goods-picture')
          .first()
          .evaluate((i) => (i as HTMLImageElement).complete),
      )
      .toBe(true);
    // … and none of them was asked for a second time by its row.
    for (const picture of early) expect(requested.filter((p) => p === picture)).toEqual([picture]);
  });
}
