// A merchant reads server HTML written to mislead (fixtures/server-html/hostile.json: overlays by
// style and by the app's own classes, forms, meta refresh, base href, SVG and mXSS classics, foreign
// and javascript: links…), handed to the app through PUT /__sim/server-html, on every screen that
// shows server HTML. Everything stays inside its box and covers nothing else, nothing runs, nothing
// navigates or leaves the app, a link that is kept opens in a new window, and the page's CSP refuses
// nothing of the app's own. The harness and the probe, served under the same CSP, refuse nothing either.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SIM_URL, deepLink, expect, sim, test } from '../support/sim';

const { cases } = JSON.parse(
  readFileSync(new URL('../../fixtures/server-html/hostile.json', import.meta.url), 'utf8'),
) as { cases: { name: string; html: string }[] };
const CORPUS = cases.map((c) => c.html).join('');
const KEPT_LINK = /^https:\/\/help\.sim\.localhost\//;
// DOMPurify parses the markup in an inert document that inherits the page's CSP, and Chromium reports
// the style attributes, <style> and <base> it meets there, from the sanitiser's chunk (its own group
// in app/vite.config.ts): the CSP refusing the hostile markup itself. A violation from anywhere else
// is the app's own.
const SANITISER_PARSE = /\/h5\/assets\/sanitiser-[\w-]+\.js$/;
const REFUSED_MARKUP = new Set(['style-src-attr', 'style-src-elem', 'base-uri']);

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records the CSP violations every document of the page reports, the requests that leave the app and the windows it opens. */
async function watchPage(page: Page): Promise<{ left: string[]; popups: string[] }> {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: Violation[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile }),
    );
  });
  const left: string[] = [];
  const popups: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(SIM_URL) && !request.url().startsWith('data:')) left.push(request.url());
  });
  page.on('popup', (popup) => popups.push(popup.url()));
  return { left, popups };
}

/** What of the boxes' contents lies outside its box, and what points outside the boxes hit inside one. */
function escapes(): string[] {
  const boxes = Array.from(document.querySelectorAll('.mh-server-html'));
  const found: string[] = [];
  for (const box of boxes) {
    const r = box.getBoundingClientRect();
    for (const el of Array.from(box.querySelectorAll('*'))) {
      const e = el.getBoundingClientRect();
      if (e.width === 0 && e.height === 0) continue;
      if (e.left < r.left - 1 || e.right > r.right + 1 || e.top < r.top - 1 || e.bottom > r.bottom + 1)
        found.push(`<${el.localName}> ${JSON.stringify(e)} outside ${JSON.stringify(r)}`);
    }
  }
  const inside = (x: number, y: number) =>
    boxes.some((b) => {
      const r = b.getBoundingClientRect();
      return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    });
  for (let y = 5; y < window.innerHeight; y += 20)
    for (let x = 5; x < window.innerWidth; x += 20) {
      const hit = document.elementFromPoint(x, y);
      if (!inside(x, y) && hit && boxes.some((b) => b.contains(hit)))
        found.push(`(${x}, ${y}) hits <${hit.localName}> of server HTML`);
    }
  return found;
}

async function expectInert(page: Page, screen: string, boxes: number): Promise<void> {
  const box = page.locator('.mh-server-html');
  await expect(box, screen).toHaveCount(boxes);
  await expect(box.first()).toContainText('在结算卡中提交新卡即可');
  await expect(box.first().getByRole('img', { name: '结算卡页面' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((i) => i.complete)))
    .toBe(true);
  const address = page.url();

  expect(await page.evaluate(escapes), `${screen}: nothing escapes its box`).toEqual([]);
  for (const link of await box.locator('a').all()) {
    await expect(link).toHaveAttribute('href', KEPT_LINK);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  // The defused link's words, tapped as a merchant would, and every other element clicked.
  await box.first().getByText('重新登录').first().click();
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll('.mh-server-html *')))
      if (!(el instanceof HTMLAnchorElement)) (el as HTMLElement).click();
  });
  await page.waitForTimeout(500);
  expect(page.url(), `${screen}: nothing navigated`).toBe(address);
  expect(
    await page.evaluate(() => (window as { __serverHtmlRan?: unknown }).__serverHtmlRan),
  ).toBeUndefined();
  const violations = await page.evaluate(
    () => (window as unknown as { __violations: Violation[] }).__violations,
  );
  const parse = violations.filter((v) => SANITISER_PARSE.test(v.source));
  expect(
    violations.filter((v) => !parse.includes(v)),
    `${screen}: the CSP refused nothing of the app's own`,
  ).toEqual([]);
  expect(parse.filter((v) => !REFUSED_MARKUP.has(v.directive))).toEqual([]);
}

test('shows hostile server HTML inert and inside its box on every screen that shows server HTML', async ({
  page,
  session,
}) => {
  test.setTimeout(90_000);
  const { left, popups } = await watchPage(page);
  await sim.control('server-html', { html: CORPUS }, session, 'PUT');
  const host = 'android';

  for (const [route, screen] of [
    ['/help/questionListTitlePage/Q01/交易成功但未到账怎么办？', 'help answer'],
    ['/others/Agreement', 'quick-pay agreement'],
    ['/integralManage/HomeIntro', 'points rules'],
    ['/pointsMall/activity', 'points activity rules'],
    ['/lotteryMachine/rules?activityId=A1001', 'a game’s rules'],
    ['/MarchGift/MarchGift', 'the March gift’s rules under its packs'],
    ['/activities/standardAxis', 'the standard axis’s rules'],
  ] as const) {
    await page.goto(deepLink(route, { host, session }));
    await expectInert(page, screen, 1);
  }

  await page.goto(deepLink('/weChatMiniPgm/serviceAgreement', { host, session }));
  await page.getByRole('link', { name: '阅读并签署协议' }).click();
  await expect(page.getByRole('heading', { name: '个体工商户服务协议' })).toBeVisible();
  await expectInert(page, 'service agreements', 3);

  expect(left, 'no request left the app').toEqual([]);
  expect(popups, 'nothing opened a window').toEqual([]);
  await sim.control('server-html', undefined, session, 'DELETE');
});

test('the harness and the probe render under the pages’ CSP without a violation', async ({
  page,
  session,
}) => {
  await watchPage(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/?session=${session}&route=${encodeURIComponent('/integralManage/HomeIntro')}`);
  const h5 = page.frameLocator('iframe[title="H5"]');
  await expect(h5.locator('.mh-server-html')).toContainText('积分有效期', { timeout: 15_000 });
  const violations = () => (window as unknown as { __violations: Violation[] }).__violations;
  for (const frame of page.frames()) expect(await frame.evaluate(violations), frame.url()).toEqual([]);

  await page.goto(`/__sim/probe?__host=android&__session=${session}`);
  await expect(page.locator('#probe-status')).not.toHaveText('loading…');
  expect(await page.evaluate(violations)).toEqual([]);
});
