// The screens the fault matrix visits: every route of every area, as the app's build lists them in
// app/dist/route-manifest.json (the list the bench and the byte budgets read too; nobody writes
// it). A route with required `{params}` needs real values: its `path` field when the list gives one
// (a route's `example`), else the first link to it on a parameterless screen of the same list (a
// list row links to its detail).
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { patternSource, withoutOptional } from '../../sdk/src/routes/pattern.ts';
import { deepLink, type HostChoice, type HostKind } from './sim';

export interface RouteEntry {
  /**
   * The route pattern of docs/product.md §2, e.g. '/transaction/detail/{uuid}/{tranDt}/{type?}' (= the
   * screen's data-screen).
   */
  route: string;
  /** The lazily loaded screen module (a key of app/dist/.vite/manifest.json). */
  screen: string;
  /** The feature area that declares it (features/<area>/routes.tsx). */
  area?: string;
  lighthouse?: boolean;
  /** A concrete address to visit instead of resolving the parameters. */
  path?: string;
  /** A selector that is present only once the screen shows its data. */
  data?: string;
  /** The screen's success is leaving for a partner mall's page (support/partnerMall.ts), not data. */
  leavesApp?: boolean;
  /** The screen asks the server nothing: no fault can be met on it (app/src/lib/routes.ts). */
  asksNothing?: boolean;
}

const ROUTES_FILE = new URL('../../app/dist/route-manifest.json', import.meta.url);

/** What "the screen shows its data" looks like on the shared list, detail and bill components. */
export const DEFAULT_DATA_SELECTOR = [
  '[role="listitem"]',
  '.mh-detail-fields dd',
  '.mh-bill-totals dd',
  '[data-state="ready"]',
].join(', ');

/**
 * The host a screen is checked in where one host stands for all (the fault matrix): the official
 * account's screens in WeChat's browser (outside WeChat they ask the server nothing), every other
 * screen in the Android app.
 *
 * @example checkHost({ area: 'officialAccount' }) // 'officialaccount'
 */
export function checkHost(entry: Pick<RouteEntry, 'area'>): HostKind {
  return entry.area === 'officialAccount' ? 'officialaccount' : 'android';
}

/** @example loadRoutes().map((r) => r.route) // ['/transaction/record', …] */
export function loadRoutes(file: URL = ROUTES_FILE): RouteEntry[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
    routes?: Array<{
      pattern: string;
      screen: string;
      key: boolean;
      area?: string;
      leavesApp?: boolean;
      asksNothing?: boolean;
      example?: string;
    }>;
  };
  if (!Array.isArray(parsed.routes) || parsed.routes.length === 0)
    throw new Error(`${file.pathname}: no "routes" list (run \`npm run build\` first)`);
  return parsed.routes.map((r) => ({
    route: r.pattern,
    screen: r.screen,
    lighthouse: r.key,
    ...(r.area ? { area: r.area } : {}),
    ...(r.leavesApp ? { leavesApp: true } : {}),
    ...(r.asksNothing ? { asksNothing: true } : {}),
    ...(r.example ? { path: r.example } : {}),
  }));
}

/**
 * Counts the page's gateway calls from now on; `quiet()` waits until none has been in flight for
 * 300 ms (at most 5 s), then stops counting.
 */
function gatewayCalls(page: Page): { quiet(): Promise<void> } {
  let inFlight = 0;
  let changed = Date.now();
  const isCall = (request: Request) => new URL(request.url()).pathname.startsWith('/gateway/');
  const count = (by: number) => (request: Request) => {
    if (!isCall(request)) return;
    inFlight += by;
    changed = Date.now();
  };
  const sent = count(1);
  const ended = count(-1);
  page.on('request', sent);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      const until = Date.now() + 5_000;
      while (Date.now() < until && (inFlight > 0 || Date.now() - changed < 300))
        await new Promise((r) => setTimeout(r, 50));
      page.off('request', sent);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** A pattern with only optional parameters (or none) can be visited with them left out. */
export function needsValues(entry: RouteEntry): boolean {
  return !entry.path && withoutOptional(entry.route) === null;
}

/** '/h5/transaction/detail/u1/20240101?x=1' → '/transaction/detail/u1/20240101?x=1'. */
export function stripBase(href: string): string {
  return href.replace(/^https?:\/\/[^/]+/, '').replace(/^\/h5(?=\/|$)/, '') || '/';
}

/**
 * The address to visit for a route: `path`, or the pattern without optional segments, or a link
 * found on one of `sources` (parameterless routes of the list), visited in `choice`'s session.
 *
 * @example const path = await concretePath(page, entry, loadRoutes(), { host: 'android', session });
 */
export async function concretePath(
  page: Page,
  entry: RouteEntry,
  sources: readonly RouteEntry[],
  choice: HostChoice,
): Promise<string> {
  if (entry.path) return entry.path;
  const visitable = withoutOptional(entry.route);
  if (visitable !== null) return visitable;
  const wanted = new RegExp(`^${patternSource(entry.route)}/?$`);
  // The screen that links to a detail is nearly always in the detail's own area: look there first,
  // so a cell does not spend its time budget visiting every other area's screens.
  // A screen that leaves the app shows no links to follow.
  const candidates = sources.filter((s) => !needsValues(s) && !s.leavesApp && s.route !== entry.route);
  const ordered = [
    ...candidates.filter((s) => s.area === entry.area),
    ...candidates.filter((s) => s.area !== entry.area),
  ];
  for (const source of ordered) {
    const calls = gatewayCalls(page);
    await page.goto(deepLink(source.path ?? withoutOptional(source.route) ?? source.route, choice));
    const root = page.locator(`[data-screen="${source.route}"]`);
    await root.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
    await page
      .locator(DEFAULT_DATA_SELECTOR)
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    // A link may come with a later call than the screen's data (a form's last application).
    await calls.quiet();
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const hit = hrefs.map(stripBase).find((h) => wanted.test(h.split(/[?#]/)[0] ?? ''));
    if (hit) return hit;
  }
  throw new Error(
    `${entry.route}: no link to it on any parameterless screen of the route list: make it reachable from the screen that owns it`,
  );
}
