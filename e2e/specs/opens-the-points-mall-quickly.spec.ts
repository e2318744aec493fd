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
    const warnings: string[] = [];
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
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });

    await page.goto(deepLink('/integralManage/PointMall', { host, session }));
    await expect.poll(() => requested.filter((p) => PICTURE.test(p)).length).toBeGreaterThan(0);
    expect(requested[0]).toBe(GOODS_CALL);
    const early = requested.filter((p) => PICTURE.test(p));
    release();

    const rows = page.locator('[role="listitem"]');
    await expect(rows.first()).toBeVisible();
    const shown = await rows
      .locator('img.mh-goods-picture')
      .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));
    // The first pictures preloaded are the first rows' pictures …
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
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  });
}
