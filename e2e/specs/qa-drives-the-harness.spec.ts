// QA drives the harness (docs/simulator.md "The harness") on a laptop screen: every scenario of the
// control API is on offer, the phone shows the title the page set through the bridge, the address
// bar follows the page, the phone's back key acts as the host's, and a bridge line shows its payload.
import type { Page } from '@playwright/test';
import { expect, sim, test } from '../support/sim';

test.use({ isMobile: false, hasTouch: false });

async function openHarness(page: Page, session: string, route: string): Promise<void> {
  await page.goto(`/?session=${session}&route=${encodeURIComponent(route)}`);
  await expect(page.frameLocator('iframe[title="H5"]').locator('[data-screen]').first()).toBeVisible({
    timeout: 15_000,
  });
}

const addressBar = (page: Page) => page.getByLabel('H5 路由 (route)');

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1400, height: 900 },
])
  test(`fits ${viewport.width}×${viewport.height} without clipping`, async ({ page, session }) => {
    await page.setViewportSize(viewport);
    await openHarness(page, session, '/transaction/record');
    const overflow = await page.evaluate(() => ({
      x: document.documentElement.scrollWidth - window.innerWidth,
      y: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(overflow).toEqual({ x: 0, y: 0 });
    for (const box of [
      await page.locator('.phone-box').boundingBox(),
      await page.locator('.logs').boundingBox(),
      await page.locator('.controls').boundingBox(),
    ]) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    }
  });

test('QA picks any scenario, follows the page, reads its title and presses the host back key', async ({
  page,
  session,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openHarness(page, session, '/transaction/record');

  // Every scenario the control API has, long-history included.
  const offered = await page
    .getByLabel('场景 scenario')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const api = await sim.control<{ scenarios: { name: string }[] }>('scenario', undefined, session);
  expect(offered.sort()).toEqual(api.scenarios.map((s) => s.name).sort());
  expect(offered).toContain('long-history');

  // The title the page set through the bridge, in the phone's title bar.
  const frame = page.frameLocator('iframe[title="H5"]');
  const title = page.getByLabel('页面标题 (title set through the bridge)');
  await expect(title).not.toHaveText('');
  const firstTitle = await title.textContent();
  expect((await sim.bridge(session)).some((e) => e.functionName === 'setTitle')).toBe(true);

  // The page moves on its own: the address bar follows, and so does the title.
  await frame.locator('body').evaluate(() => {
    window.history.pushState({}, '', '/h5/withdrawal/WithdrawalRecord');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(addressBar(page)).toHaveValue('/withdrawal/WithdrawalRecord');
  await expect(title).not.toHaveText(firstTitle ?? '');

  // The host's back key: back in the web view while it can…
  await page.getByRole('button', { name: '宿主返回键 (host back)' }).click();
  await expect(addressBar(page)).toHaveValue('/transaction/record');
  await expect(title).toHaveText(firstTitle ?? '');
  // …then it closes the web view, handing control back to the app.
  await page.getByRole('button', { name: '宿主返回键 (host back)' }).click();
  await expect
    .poll(async () =>
      (await sim.bridge(session)).some((e) => e.functionName === 'back → closeWebView' && e.handoff),
    )
    .toBe(true);

  // A bridge line shows its payload before it is opened.
  const setTitleLine = page.locator('.log-bridge', { hasText: 'web→native call setTitle' }).first();
  await expect(setTitleLine.locator('.payload')).toContainText('"title"');
});
