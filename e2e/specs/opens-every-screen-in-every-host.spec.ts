// Every screen of the route list opens, settles and throws no page error in each host a merchant uses:
// the three apps (Android, iOS, the POS app), the mini program and the official account; in the mini
// program each area's mirrors (docs/product.md §2) open too. One test per host and area, so a new
// area's screens are covered the moment the build lists them (app/dist/route-manifest.json).
// In the mini program every screen opens by its own deep link, as each of its pages loads one (the
// fault matrix opens every screen by deep link in the Android host). In the apps and the official
// account an area's first screen opens by deep link and the others as a link in the app moves to
// them: one boot per area and host, not one per screen.
// In an app host and the mini program every screen is also held to the layout floor at 375 and 320 px
// (e2e/support/layout-check.ts): no sideways scroll, 44-px controls, 12-px text, axe clean.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BUSY } from '../support/fault-cell';
import { expectLeftForPartner, standInPartnerMalls } from '../support/partnerMall';
import { fillPattern, matchPattern } from '../../sdk/src/routes/pattern.ts';
import { concretePath, loadRoutes } from '../support/routes';
import { expectFitsEveryWidth } from '../support/layout-check';
import { deepLink, expect, navigateTo, test, type HostChoice, type HostKind } from '../support/sim';

const ROUTES = loadRoutes();
const HOSTS: readonly HostKind[] = ['android', 'ios', 'pos', 'miniprogram', 'officialaccount'];
const LAYOUT_HOSTS: readonly HostKind[] = ['android', 'miniprogram'];
const DEEP_LINK_HOSTS: readonly HostKind[] = ['miniprogram'];
const MIRRORS = new Map(
  (
    JSON.parse(readFileSync(new URL('../../app/dist/route-manifest.json', import.meta.url), 'utf8')) as {
      routes: Array<{ pattern: string; mirror?: string | null }>;
    }
  ).routes.flatMap((r) => (r.mirror ? [[r.pattern, r.mirror] as const] : [])),
);
const AREAS = [...new Set(ROUTES.map((r) => r.area ?? '-'))];

/**
 * The mirror's address for a visited main address: its parameters carried over by name (a required one
 * the main address lacks throws: the mirror would not open).
 */
function mirrorPath(mainPattern: string, mainPath: string, mirror: string): string {
  const [pathname = '', query = ''] = mainPath.split('?');
  const values = matchPattern(mainPattern, pathname);
  if (!values) throw new Error(`${mainPath} is not an address of ${mainPattern}`);
  const filled = fillPattern(mirror, values);
  return query ? `${filled}?${query}` : filled;
}

/** Opens `path` by its deep link, or, where the host moves within the app, as a link would. */
async function open(page: Page, path: string, choice: HostChoice & { host: HostKind }): Promise<void> {
  const inApp = new URL(page.url()).pathname.startsWith('/h5/');
  if (inApp && !DEEP_LINK_HOSTS.includes(choice.host)) await page.evaluate(navigateTo, path);
  else await page.goto(deepLink(path, choice));
}

/** A mirror's screen is marked with the mirror's pattern, the main one with its own. */
async function expectOpens(page: Page, screen: string, address: string): Promise<void> {
  const root = page.locator(`[data-screen="${screen}"]`);
  await expect(root, `${address} shows its screen`).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(BUSY), `${address} settles`).toHaveCount(0, { timeout: 15_000 });
  expect((await root.innerText()).trim(), `${address} is not blank`).not.toBe('');
}

for (const host of HOSTS) {
  for (const area of AREAS) {
    const entries = ROUTES.filter((r) => (r.area ?? '-') === area);
    test(`opens every ${area} screen in the ${host} host`, async ({ page, session, consoleMessages }) => {
      const checksLayout = LAYOUT_HOSTS.includes(host);
      test.setTimeout(60_000 + entries.length * (checksLayout ? 30_000 : 20_000));
      const choice = { host, session };
      if (entries.some((e) => e.leavesApp)) await standInPartnerMalls(page);
      for (const entry of entries) {
        const path = await concretePath(page, entry, ROUTES, choice);
        await open(page, path, choice);
        // A partner-mall hand-off opens by leaving: its success is the partner's page.
        if (entry.leavesApp) {
          await expectLeftForPartner(page, path);
          continue;
        }
        await expectOpens(page, entry.route, path);
        if (checksLayout) await expectFitsEveryWidth(page, path);
        const mirror = host === 'miniprogram' ? MIRRORS.get(entry.route) : undefined;
        if (mirror) {
          const address = mirrorPath(entry.route, path, mirror);
          await page.goto(deepLink(address, choice));
          await expectOpens(page, mirror, address);
        }
      }
      expect(consoleMessages.filter((m) => m.type === 'pageerror')).toEqual([]);
    });
  }
}
