// The official account's login is a cookie, as the real one's (docs/simulator.md "Who may talk to
// it"): no other site's page may use it through the gateway, and two harness phones in one browser
// are two WeChat users, each acting for its own merchant.
import type { Page } from '@playwright/test';
import { deepLink, envOrigin, expect, sim, test } from '../support/sim';

test.use({ isMobile: false, hasTouch: false });

const OTHER_SITE = 'http://localhost:5399';

test("another site's page cannot use the official account's login", async ({ page, session }) => {
  await page.goto(deepLink('/integralManage/Home', { host: 'officialaccount', session }, envOrigin('mock')));
  await expect(page.getByTestId('points-balance')).toHaveText('5,680');

  // A page on another port of the same machine: the browser sends the cookie along (same site).
  await page.route(`${OTHER_SITE}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>other</title><p>other site</p>' }),
  );
  await page.goto(`${OTHER_SITE}/`);
  const outcome = await page.evaluate(async (gateway) => {
    try {
      const res = await fetch(`${gateway}/gateway/pos-operation-service/activity/api/app/d1/signInDo`, {
        method: 'POST',
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          'PHONE-PLATFORM': 'WHEATE-PUBLIC-SERVICE',
          'APP-PRODUCT-TYPE': '03',
        },
        body: '{}',
      });
      return `answered ${res.status}: ${await res.text()}`;
    } catch (e) {
      return `refused: ${(e as Error).message}`;
    }
  }, envOrigin('mock'));
  expect(outcome).toMatch(/^refused/);
  const state = await sim.control<{ points: { balance: number; signedToday: boolean } }>(
    'state',
    undefined,
    session,
  );
  expect(state.points).toMatchObject({ balance: 5680, signedToday: false });
});

async function openPhone(page: Page, session: string): Promise<void> {
  const route = encodeURIComponent('/integralManage/Home');
  await page.goto(`/?host=officialaccount&session=${session}&route=${route}`);
  const phone = page.frameLocator('iframe[title="H5"]');
  await expect(phone.getByTestId('points-balance')).toHaveText('5,680', { timeout: 15_000 });
}

test('two harness phones in one browser each act for their own merchant', async ({ page, session }) => {
  const other = `${session}-b`;
  await sim.reset(other);
  try {
    await openPhone(page, session);
    // The second phone logs another WeChat user in, in the same browser, after the first.
    const second = await page.context().newPage();
    await openPhone(second, other);

    const phone = page.frameLocator('iframe[title="H5"]');
    await phone.getByRole('button', { name: '领取 交易达标奖励 88 积分' }).click();
    await expect(phone.getByTestId('points-balance')).toHaveText('5,768');

    const balance = async (id: string) =>
      (await sim.control<{ points: { balance: number } }>('state', undefined, id)).points.balance;
    expect(await balance(session)).toBe(5768);
    expect(await balance(other)).toBe(5680);
    await second.close();
  } finally {
    await sim.reset(other);
  }
});
