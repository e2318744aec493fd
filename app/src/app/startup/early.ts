// The first part of start-up, in the entry: the launch context, the host (once), the gateway with
// its 401 gate, and the screen's first calls, sent while the rest of the app (React, the router,
// the store, the screen: bootstrap.tsx and its chunks, preloaded from index.html) still downloads.
// Nothing in here imports React, the router or Redux: they are what the early calls overlap with.
import { createGateway, endpoints } from '@merchant-h5/sdk';
import type { Gateway } from '@merchant-h5/sdk';
import { buildConfig, gatewayHost } from '../../config/build';
import type { BuildConfig } from '../../config/build';
import { firstCallsFor, sendFirstCalls } from '../../lib/firstCalls';
import type { FirstCallTable } from '../../lib/firstCalls';
import type { HostContextValue } from '../../lib/host/HostContext';
import { createWeChatOfficialAccount, signedAddress } from '../../lib/host/wechat';
import { alertDialog } from '../../lib/ui/dialogs';
import { toaster } from '../../lib/ui/toast';
import { detectHost } from './detectHost';
import type { HostSetup, HostWindow } from './detectHost';
import { takeLaunchContext } from './launchContext';
import { createUnauthorizedGate } from './unauthorizedGate';

export const GATEWAY_TIMEOUT_MS = 10_000;

/** '/h5/' → '/h5' (react-router's basename has no trailing slash). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export function routerPath(pathname: string): string {
  return BASENAME !== '/' && pathname.startsWith(BASENAME)
    ? pathname.slice(BASENAME.length) || '/'
    : pathname;
}

// Every area's first calls (`features/<area>/firstCalls.ts`); no shell file lists the areas.
const areaFirstCalls = import.meta.glob<FirstCallTable>('../../features/*/firstCalls.ts', {
  eager: true,
  import: 'firstCalls',
});
export const firstCallTable: FirstCallTable = Object.assign({}, ...Object.values(areaFirstCalls));

export interface EarlyStart extends HostSetup {
  host: HostContextValue;
  /** A first call has left (handed to fetch) or settled, or none was sent. */
  firstCallsSent: Promise<void>;
  gateway: Gateway;
  /** Set by the rest of start-up once the store exists: a 401 also ends the store's loading state. */
  onLoadingHidden: { current: () => void };
}

/** How long the rest of start-up waits at most for the first calls to leave. */
export const FIRST_CALLS_HEAD_START_MS = 300;

/**
 * Resolves once the first calls have left, start-up failed, or `capMs` passed: what the entry waits
 * for before it has React evaluated. Evaluated first, React's long task would hold the host's reply
 * and the seal the first calls wait for, and so the screen's data, behind it.
 */
export function firstCallsHeadStart(
  early: Promise<Pick<EarlyStart, 'firstCallsSent'>>,
  win: Pick<Window, 'setTimeout'>,
  capMs = FIRST_CALLS_HEAD_START_MS,
): Promise<void> {
  return new Promise<void>((resolve) => {
    win.setTimeout(resolve, capMs);
    early.then((e) => e.firstCallsSent).then(resolve, () => resolve());
  });
}

/** The host, the gateway and the screen's first calls. */
export async function startEarly(win: HostWindow, config: BuildConfig = buildConfig): Promise<EarlyStart> {
  // The address as the page was opened, before anything changes it (WeChat on iOS signs that one).
  const openedAt = win.location.href;
  // Before anything reads the address: the mini-program's token leaves it here.
  const launchQuery = takeLaunchContext(win);
  const path = routerPath(win.location.pathname);
  const setup = await detectHost(win, path, config.environmentHosts, launchQuery);
  const { host, headerStrategy, usesTripleDes } = setup;

  const onLoadingHidden = { current: () => undefined as void };
  const onUnauthorized = createUnauthorizedGate({
    hideLoading: () => {
      toaster.hideLoading();
      onLoadingHidden.current();
    },
    alert: (message) => alertDialog({ content: message }),
    handOff: () => (host.native ? host.native.exitToLogin() : host.miniProgram?.navigateBack()),
  });
  let sentOne = () => undefined as void;
  const firstCallsSent = new Promise<void>((resolve) => (sentOne = resolve));
  const gateway = createGateway({
    // The first request handed to fetch is the first call leaving (nothing else is sent before it).
    fetch: (input, init) => {
      sentOne();
      return globalThis.fetch(input, init);
    },
    baseUrl: gatewayHost(config, host.environment, win.location.origin),
    environment: host.environment,
    publicKey: config.publicKey,
    headerStrategy,
    tripleDesSecret: usesTripleDes ? config.tripleDesSecret : undefined,
    onUnauthorized,
    // A merchant on a weak network should get a way to retry well before 15 s of skeleton.
    timeoutMs: GATEWAY_TIMEOUT_MS,
  });
  try {
    const answers = sendFirstCalls(
      gateway,
      firstCallsFor(firstCallTable, path, new URLSearchParams(win.location.search)),
    );
    // None sent, or one failed before it left (no host answer to sign with): nothing to wait for.
    if (answers.length === 0) sentOne();
    for (const answer of answers) answer.then(sentOne, sentOne);
  } catch {
    sentOne();
    // The calls ahead are an optimisation: the route's prefetch and the screen ask on their own.
  }
  // WeChat's browser: share and image preview, once the server signed `wx.config` for the page.
  const officialAccount =
    host.accessContext === 'officialAccount' && host.client.isWeChat
      ? createWeChatOfficialAccount({
          sign: (url) => gateway.call(endpoints.wechatTicket, { body: { url } }),
          pageUrl: signedAddress(win.location, host.client.os, openedAt),
        })
      : null;
  return { ...setup, host: { ...host, officialAccount }, gateway, onLoadingHidden, firstCallsSent };
}
