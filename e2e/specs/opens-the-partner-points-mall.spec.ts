// A merchant opens the third-party points malls: the app asks the server for the mall's signed login
// address and leaves for it (location.replace: back returns to where the merchant came from, not to
// the spinner). The partner's page gets the signed address (uid, redirect) and nothing of the app's:
// no bridge (the host shim lives in the app's own /h5 pages only), no TOKEN header, no token in its
// address or in a Referer — not even the mini program's launch token.
import type { Page, Request } from '@playwright/test';
import { PARTNER_PAGE } from '../support/partnerMall';
import { deepLink, expect, test } from '../support/sim';

const PARTNER_HTML = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>兑吧</title></head>
<body><h1 data-partner-page>兑吧积分商城（模拟）</h1></body></html>`;

interface Seen {
  url: string;
  headers: Record<string, string>;
}

/** The partner page, fulfilled here; every request to a partner origin is recorded with its headers. */
async function partnerMall(page: Page): Promise<Seen[]> {
  const seen: Seen[] = [];
  const record = async (request: Request) =>
    seen.push({ url: request.url(), headers: await request.allHeaders() });
  await page.route('https://duiba.sim.localhost/**', async (route) => {
    await record(route.request());
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: PARTNER_HTML });
  });
  await page.route('https://yhh.sim.localhost/**', async (route) => {
    await record(route.request());
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: PARTNER_HTML });
  });
  return seen;
}

/** What the partner's page can reach of the host: nothing. */
async function bridgeOnPage(page: Page) {
  return page.evaluate(() => ({
    merchantBridge: typeof (window as { merchantBridge?: unknown }).merchantBridge,
    webkit: typeof (window as { webkit?: unknown }).webkit,
    receive: typeof (window as { merchantBridgeReceive?: unknown }).merchantBridgeReceive,
    wx: typeof (window as { wx?: unknown }).wx,
  }));
}

const NOTHING = { merchantBridge: 'undefined', webkit: 'undefined', receive: 'undefined', wx: 'undefined' };

function expectNoCredentials(seen: Seen[], session: string): void {
  expect(seen.length).toBeGreaterThan(0);
  for (const { url, headers } of seen) {
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('token');
    expect(headers).not.toHaveProperty('referer');
    const everything = `${decodeURIComponent(url)} ${JSON.stringify(headers)}`;
    expect(everything).not.toContain('sim-token');
    expect(everything).not.toContain(session);
  }
}

test('opens the Duiba mall from the points activity in the android host, and back returns there', async ({
  page,
  session,
}) => {
  const seen = await partnerMall(page);
  await page.goto(deepLink('/pointsMall/activity', { host: 'android', session }));
  await expect(page.getByRole('heading', { name: '积分狂欢周' })).toBeVisible();
  // The app's own page has the host's bridge: the one the partner's page must not get.
  expect((await bridgeOnPage(page)).merchantBridge).toBe('object');

  await page.getByRole('link', { name: '去兑吧积分商城花积分' }).click();
  await expect(page).toHaveURL(PARTNER_PAGE);
  await expect(page.locator('[data-partner-page]')).toBeVisible();
  const address = new URL(page.url());
  expect(address.origin).toBe('https://duiba.sim.localhost');
  expect(address.pathname).toBe('/autoLogin');
  expect(address.searchParams.get('uid')).toBe('M100000001');
  expect(address.searchParams.get('credits')).toBe('5680');
  expect(await bridgeOnPage(page)).toEqual(NOTHING);
  expectNoCredentials(seen, session);

  // location.replace: the spinner's entry is gone, back is the activity.
  await page.goBack();
  await expect(page).toHaveURL(/\/h5\/pointsMall\/activity/);
  await expect(page.getByRole('heading', { name: '积分狂欢周' })).toBeVisible();
});

test('opens a Duiba page by /duibaMall/{dbredirect} from the mini program, with no launch token', async ({
  page,
  session,
}) => {
  const seen = await partnerMall(page);
  await page.goto(
    deepLink(`/duibaMall/${encodeURIComponent('/mobile/detail?id=7')}`, { host: 'miniprogram', session }),
  );
  await expect(page).toHaveURL(PARTNER_PAGE);
  const address = new URL(page.url());
  expect(address.origin).toBe('https://duiba.sim.localhost');
  expect(address.searchParams.get('uid')).toBe('M100000001');
  expect(address.searchParams.get('redirect')).toBe('/mobile/detail?id=7');
  expect(await bridgeOnPage(page)).toEqual(NOTHING);
  expectNoCredentials(seen, session);
});

test('opens the yhh mall in the iOS host', async ({ page, session }) => {
  const seen = await partnerMall(page);
  await page.goto(deepLink('/yhh/loading/ios', { host: 'ios', session }));
  await expect(page).toHaveURL(/^https:\/\/yhh\.sim\.localhost\/login\?/);
  expect(new URL(page.url()).searchParams.get('uid')).toBe('M100000001');
  expect(await bridgeOnPage(page)).toEqual(NOTHING);
  expectNoCredentials(seen, session);
});

test('opens the Duiba mall by /integral/loading/{client} in the official account', async ({
  page,
  session,
}) => {
  const seen = await partnerMall(page);
  await page.goto(deepLink('/integral/loading/officialAccount', { host: 'officialaccount', session }));
  await expect(page).toHaveURL(PARTNER_PAGE);
  expect(new URL(page.url()).origin).toBe('https://duiba.sim.localhost');
  expect(await bridgeOnPage(page)).toEqual(NOTHING);
  expectNoCredentials(seen, session);
});

test('opens the yhh mall in the POS app', async ({ page, session }) => {
  const seen = await partnerMall(page);
  await page.goto(deepLink('/yhh/loading', { host: 'pos', session }));
  await expect(page).toHaveURL(/^https:\/\/yhh\.sim\.localhost\/login\?/);
  expect(await bridgeOnPage(page)).toEqual(NOTHING);
  expectNoCredentials(seen, session);
});
