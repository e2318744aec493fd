// A merchant opens the records from the mini-program: the web-view's address carries the login
// token, which the app takes out at once. The token never shows in the address, is never sent as a
// Referer, and a reload of a later screen still finds it (kept in the tab's history entries).
import { deepLink, expect, sim, test } from '../support/sim';

const MIRROR = '/zEraAGeneraMiniProgramWeb/transaction/record';

test('the launch token leaves the address, is sent as no Referer and survives a reload', async ({
  page,
  session,
}) => {
  // The app's requests (the simulator's own host shim, standing in for native code, aside).
  const referers: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers()['referer'];
    if (referer && !new URL(request.url()).pathname.startsWith('/__sim/'))
      referers.push(`${request.url()} ← ${referer}`);
  });

  await page.goto(deepLink(MIRROR, { host: 'miniprogram', session }));
  await expect(page.locator('[role="listitem"]').first()).toBeVisible();
  const address = new URL(page.url());
  expect(address.pathname).toBe(`/h5${MIRROR}`);
  for (const key of ['token', 'wechatId', 'appVersion', 'phoneModle'])
    expect(address.searchParams.has(key)).toBe(false);

  await page.locator('[role="listitem"] a').first().click();
  await expect(page).toHaveURL(/\/zEraAGeneraMiniProgramWeb\/transaction\/detail\//);
  await expect(page.locator('.mh-detail')).toBeVisible();

  const before = (await sim.logs(session, 'http')).length;
  await page.reload();
  await expect(page.locator('.mh-detail')).toBeVisible();
  expect(page.url()).not.toContain('token');
  expect(await page.evaluate(() => (window as { __SIM__?: { host: string } }).__SIM__?.host)).toBe(
    'miniprogram',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // After the reload the gateway still knew the merchant: the calls carried the kept token.
  const after = (await sim.logs<{ status: number | null }>(session, 'http')).slice(before);
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((e) => e.detail.status === 200)).toBe(true);
  expect(referers).toEqual([]);
});

test('the android host app has no launch token and its addresses are left as they were', async ({
  page,
  session,
}) => {
  await page.goto(deepLink('/transaction/record?tradeType=01', { host: 'android', session }));
  await expect(page.locator('[role="listitem"]').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('tradeType')).toBe('01');
  expect(await page.evaluate(() => JSON.stringify(history.state))).not.toContain('__mhLaunch');
});
