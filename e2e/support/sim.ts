// What every spec uses: deep links, the control API, a fresh session per test and a record of every
// console message the page printed (written to the test's output folder for the privacy scan).
import { writeFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import type {
  ControlAnswer,
  ControlBody,
  ControlQuery,
  ControlRouteKey,
} from '../../simulator/src/shared/control-api/routes';
import { splitRouteKey } from '../../simulator/src/shared/control-api/schema';
import type { SimLogEntry } from '../../simulator/src/shared/control-api/session';
import type { FaultSpec } from '../../simulator/src/shared/faults';
import type { HostKindName } from '../../simulator/src/shared/host-profiles';
import { SIM_URL } from './address';
import type { ExposureSource } from './privacy-scan';

export { expect };
export { SIM_URL, SIM_PORT, envOrigin } from './address';

/** The simulator's host kinds (simulator/src/shared/host-profiles.ts), one `__host` each. */
export type HostKind = HostKindName;

export interface HostChoice {
  host?: HostKind;
  version?: number;
  scenario?: string;
  session?: string;
  /** Extra query parameters for the page (e.g. `source`). */
  query?: Record<string, string>;
}

function hostQuery(choice: HostChoice): URLSearchParams {
  const q = new URLSearchParams(choice.query);
  if (choice.host) q.set('__host', choice.host);
  if (choice.version !== undefined) q.set('__version', String(choice.version));
  if (choice.scenario) q.set('__scenario', choice.scenario);
  if (choice.session) q.set('__session', choice.session);
  return q;
}

/**
 * A deep link into the H5: `/h5/<route>?__host=…` (relative to the simulator; pass an origin to pick
 * the environment).
 *
 * @example await page.goto(deepLink('/transaction/record', { host: 'ios', version: 331, session }));
 */
export function deepLink(route: string, choice: HostChoice = {}, origin = ''): string {
  const [path = '/', own = ''] = route.split('?', 2);
  const q = hostQuery(choice);
  for (const [k, v] of new URLSearchParams(own)) if (!q.has(k)) q.set(k, v);
  const search = q.toString();
  return `${origin}/h5/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

/** The probe page (shim + SDK bridge, no app) for a host. @example await page.goto(probeLink({ host: 'android', session })) */
export function probeLink(choice: HostChoice = {}, origin = ''): string {
  return `${origin}/__sim/probe?${hostQuery(choice).toString()}`;
}

export class SimControlError extends Error {
  override name = 'SimControlError';
  constructor(
    readonly status: number,
    readonly body: string,
    path: string,
  ) {
    super(`/__sim/${path} answered ${status}: ${body.slice(0, 300)}`);
  }
}

/** One bridge log entry's detail (the simulator's host log). */
export interface BridgeEntry {
  direction: string;
  kind: string;
  functionName?: string;
  callbackId?: string | number;
  responseId?: string;
  errorCode?: string;
  handoff?: boolean;
  data?: unknown;
}

/** One `WeixinJSBridge.invoke` the page made: the client's API name and what it sent. */
export interface WeChatCall {
  name: string;
  args: Record<string, unknown>;
}

/** A mini-program API the page asked WeChat for: `invokeMiniProgramAPI`'s `{name, arg}`. */
export interface MiniProgramCall {
  name: string;
  arg: unknown;
}

/**
 * Runs in the page: moves the app to `path` the way a link would (history + popstate), without a
 * reload, so in-flight calls and held routes survive.
 *
 * @example await page.evaluate(navigateTo, '/myOrder/index');
 */
export function navigateTo(path: string): void {
  window.history.pushState({}, '', `/h5${path}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A typed call: the route's declared query and body; `session` goes in the query. */
export interface ControlInit<K extends ControlRouteKey> {
  session?: string;
  query?: ControlQuery<K>;
  body?: ControlBody<K>;
}

const ROUTE_KEY = /^(GET|POST|PUT|DELETE) \//;
/** A path of the older form that reads like a route key is a misspelt key: refused, not sent as a path. */
type NotARouteKey<P extends string> = P extends `${Method} /${string}` ? never : unknown;

async function send(path: string, method: Method, body: unknown, query: URLSearchParams): Promise<unknown> {
  const url = new URL(`/__sim/${path.replace(/^\//, '')}`, SIM_URL);
  for (const [k, v] of query) url.searchParams.set(k, v);
  const response = await fetch(url, {
    method,
    // Every write is JSON, a body or not: the control API refuses anything else (docs/simulator.md).
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new SimControlError(response.status, text, path);
  return text ? JSON.parse(text) : null;
}

/**
 * Calls the control API. By route key (simulator/src/shared/control-api/routes.ts), the body and the
 * answer are the declared ones: `control('PUT /faults', { session, body: { faults } })`. By path (the
 * older form): POST with a body, GET without; the session goes in the query and, for object bodies,
 * in the body too.
 *
 * @example await sim.control('POST /native-call', { body: { session, functionName: 'echo', data: {} } })
 */
function control<K extends ControlRouteKey>(route: K, init?: ControlInit<K>): Promise<ControlAnswer<K>>;
function control<T = unknown, P extends string = string>(
  path: P & NotARouteKey<P>,
  body?: unknown,
  session?: string,
  method?: Method,
): Promise<T>;
async function control(target: string, bodyOrInit?: unknown, session?: string, method?: Method) {
  if (ROUTE_KEY.test(target)) {
    const route = splitRouteKey(target);
    const init = (bodyOrInit ?? {}) as ControlInit<ControlRouteKey>;
    const query = new URLSearchParams(init.query as Record<string, string> | undefined);
    if (init.session) query.set('session', init.session);
    return send(route.path, route.method as Method, init.body, query);
  }
  const body = bodyOrInit;
  const withSession =
    session && body && typeof body === 'object' && !Array.isArray(body) ? { session, ...body } : body;
  const query = new URLSearchParams(session ? { session } : {});
  return send(target, method ?? (body === undefined ? 'GET' : 'POST'), withSession, query);
}

export const sim = {
  control,

  /** The session's log entries of one kind. */
  async logs<D = Record<string, unknown>>(
    session: string,
    kind?: SimLogEntry['kind'],
  ): Promise<{ id: number; summary: string; detail: D }[]> {
    const { entries } = await control('GET /logs', { session, query: kind ? { kind } : {} });
    return entries.map(({ id, summary, detail }) => ({ id, summary, detail: detail as D }));
  },

  /**
   * Arms a fault on the session's gateway answers. A record is taken too (specs/fault-matrix.spec.ts
   * builds its specs so): the server checks it and answers 400 to a malformed one.
   */
  async fault(session: string, spec: FaultSpec | Record<string, unknown>): Promise<void> {
    await control('PUT /faults', { session, body: { faults: [spec as FaultSpec] } });
  },

  /** The bridge traffic the session's host logged, oldest first. */
  async bridge(session: string): Promise<BridgeEntry[]> {
    return (await sim.logs<BridgeEntry>(session, 'bridge')).map((e) => e.detail);
  },

  /**
   * What the page asked WeChat's client for, oldest first: each `WeixinJSBridge.invoke(name, args)`
   * (the JS-SDK's calls: `preVerifyJSAPI` for wx.config, `imagePreview`, `invokeMiniProgramAPI`…).
   */
  async wechatCalls(session: string): Promise<WeChatCall[]> {
    return (await sim.bridge(session))
      .filter((e) => e.kind === 'wx' && e.direction === 'web→native')
      .map((e) => ({
        name: (e.functionName ?? '').split(' ')[0] ?? '',
        args: e.data as Record<string, unknown>,
      }));
  },

  /**
   * What the page asked of the mini program, oldest first: each `WeixinJSBridge.invoke(
   * 'invokeMiniProgramAPI', {name, arg})` the WeChat client got (the JS-SDK's `wx.miniProgram.*`).
   */
  async miniProgramCalls(session: string): Promise<MiniProgramCall[]> {
    return (await sim.wechatCalls(session))
      .filter((call) => call.name === 'invokeMiniProgramAPI')
      .map(({ args }) => ({ name: args.name as string, arg: args.arg }));
  },

  /** Forgets everything the session did: merchant state, faults, logs, host settings. */
  async reset(session: string): Promise<void> {
    await control('POST /reset', { session, body: {} });
    await control('DELETE /faults', { session });
    await control('DELETE /host', { session });
  },
};

export interface ConsoleEntry {
  type: string;
  text: string;
  url: string;
}

/** Something the test saw besides the console, for the privacy scan (support/privacy-scan.ts). */
export interface ExposureEntry {
  source: ExposureSource;
  text: string;
  /** Where it was seen: a request URL, the page address or the session. */
  where: string;
}

/**
 * Request headers whose value is sealed on purpose (TOKEN, DEVICE-VERIFY) or is the host's own
 * HttpOnly session cookie, never readable by the page.
 */
const SEALED_HEADERS = new Set(['token', 'device-verify', 'cookie']);

export const test = base.extend<{
  session: string;
  consoleMessages: ConsoleEntry[];
  exposures: ExposureEntry[];
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  session: async ({}, provide, testInfo) => {
    const id = `e2e-${testInfo.workerIndex}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
    await sim.reset(id);
    await provide(id);
    await sim.reset(id);
  },
  consoleMessages: [
    async ({ page }, provide, testInfo) => {
      const messages: ConsoleEntry[] = [];
      page.on('console', (m) => messages.push({ type: m.type(), text: m.text(), url: page.url() }));
      page.on('pageerror', (e) =>
        messages.push({ type: 'pageerror', text: `${e.name}: ${e.message}`, url: page.url() }),
      );
      await provide(messages);
      writeFileSync(testInfo.outputPath('console.json'), JSON.stringify(messages, null, 2));
    },
    { auto: true },
  ],
  // The addresses the page showed and requested, the headers it sent (the simulator's own host
  // shim aside), what it left in localStorage/sessionStorage and what the simulator logged of the
  // session. The host may open a page with a token in its address (the mini-program does): that
  // one document request is the host's; the address the app then shows must be clean.
  exposures: [
    async ({ page, session }, provide, testInfo) => {
      const entries: ExposureEntry[] = [];
      const pending: Promise<void>[] = [];
      const launched = new Set<string>();
      // The app's addresses: the simulator's own pages (the probe) are the host's, not the app's.
      const seeAddress = () => {
        if (!page.url().includes('/__sim/'))
          entries.push({ source: 'url', text: page.url(), where: 'address' });
      };
      page.on('request', (request) => {
        const url = request.url();
        if (request.isNavigationRequest()) launched.add(url);
        else entries.push({ source: 'url', text: url, where: 'request' });
        if (new URL(url).pathname.startsWith('/__sim/')) return;
        pending.push(
          request.allHeaders().then(
            (headers) => {
              for (const [name, value] of Object.entries(headers))
                if (!SEALED_HEADERS.has(name))
                  entries.push({ source: 'header', text: `${name}: ${value}`, where: url });
            },
            () => undefined,
          ),
        );
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && !launched.has(frame.url())) seeAddress();
      });
      page.on('domcontentloaded', seeAddress);
      await provide(entries);

      await Promise.all(pending);
      const storage = await page
        .evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }))
        .catch(() => null);
      if (storage) entries.push({ source: 'storage', text: storage, where: page.url() });
      const logs = await sim.control('logs', undefined, session).catch(() => null);
      if (logs) entries.push({ source: 'simlog', text: JSON.stringify(logs), where: session });
      writeFileSync(testInfo.outputPath('exposure.json'), JSON.stringify(entries));
    },
    { auto: true },
  ],
});
