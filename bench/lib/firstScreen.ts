// What a cold visit to a screen pulls over the wire until the screen shows its content: encoded
// (on-the-wire) bytes of every response requested before then, by type, read from the DevTools
// protocol in Chromium. Run once as the browser asks (br, gzip) and once with
// `Accept-Encoding: identity`, to show what compression buys.
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { chromeFlags, chromePath } from './server';

export interface WireBytes {
  html: number;
  js: number;
  css: number;
  /** Gateway calls. */
  data: number;
  other: number;
  total: number;
  requests: number;
  /**
   * Requested after the content showed, until the network was quiet for 1 s (prefetches, late
   * chunks): not in `total`, and timing-dependent.
   */
  afterShown: number;
  /** The simulator's host shim, event stream and bridge log: not part of a deployment, not in `total`. */
  simulatorOnly: number;
}

export interface FirstScreenTarget {
  url: string;
  /** Present once the screen shows its content. */
  contentSelector: string;
}

export interface FirstScreenBytes {
  compressed: WireBytes;
  identity: WireBytes;
}

type Kind = 'html' | 'js' | 'css' | 'data' | 'other' | 'simulatorOnly';

interface Transfer {
  kind: Kind;
  bytes: number;
  /** Redirect hops before the final response share the request id. */
  redirectBytes: number;
  startedAt: number;
  done: boolean;
}

function kindOf(url: string, type: string | undefined): Kind {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/__sim/')) return 'simulatorOnly';
  if (pathname.startsWith('/gateway/')) return 'data';
  if (type === 'Document') return 'html';
  if (type === 'Script') return 'js';
  if (type === 'Stylesheet') return 'css';
  return 'other';
}

/** Records every request of the page; bytes come from Network.loadingFinished.encodedDataLength. */
function watchNetwork(cdp: CDPSession) {
  const transfers = new Map<string, Transfer>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    // A redirect reuses the request id and reports the hop's bytes on its response.
    const redirectBytes =
      (transfers.get(e.requestId)?.redirectBytes ?? 0) + (e.redirectResponse?.encodedDataLength ?? 0);
    transfers.set(e.requestId, {
      kind: kindOf(e.request.url, e.type),
      bytes: redirectBytes,
      redirectBytes,
      startedAt: transfers.get(e.requestId)?.startedAt ?? Date.now(),
      done: false,
    });
    lastActivity = Date.now();
  });
  cdp.on('Network.dataReceived', (e) => {
    const t = transfers.get(e.requestId);
    if (t && !t.done) t.bytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = transfers.get(e.requestId);
    if (!t) return;
    // The final encodedDataLength is all the response took on the wire, headers included.
    Object.assign(t, { bytes: t.redirectBytes + e.encodedDataLength, done: true });
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    const t = transfers.get(e.requestId);
    if (t) t.done = true;
    lastActivity = Date.now();
  });
  return {
    transfers,
    /** Every request of the page's own is done, and none started or finished for `quietMs`. */
    quiet: (quietMs: number) =>
      Date.now() - lastActivity >= quietMs &&
      [...transfers.values()].every((t) => t.done || t.kind === 'simulatorOnly'),
    /** Every request of the page's own started by `time` is done. */
    settled: (time: number) =>
      [...transfers.values()].every((t) => t.done || t.kind === 'simulatorOnly' || t.startedAt > time),
  };
}

function sum(transfers: Iterable<Transfer>, shownAt: number): WireBytes {
  const out: WireBytes = {
    html: 0,
    js: 0,
    css: 0,
    data: 0,
    other: 0,
    total: 0,
    requests: 0,
    afterShown: 0,
    simulatorOnly: 0,
  };
  for (const t of transfers) {
    if (t.kind === 'simulatorOnly') out.simulatorOnly += t.bytes;
    else if (t.startedAt > shownAt) out.afterShown += t.bytes;
    else {
      out[t.kind] += t.bytes;
      out.total += t.bytes;
      out.requests += 1;
    }
  }
  return out;
}

async function visit(browser: Browser, target: FirstScreenTarget, identity: boolean): Promise<WireBytes> {
  // A fresh context per visit: a cold cache, no cookies, no storage.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = watchNetwork(cdp);
    await cdp.send('Network.enable');
    // Chromium keeps a page-set Accept-Encoding (DevTools' Network.setAcceptedEncodings is gone).
    if (identity)
      await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    await page.goto(target.url, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator(target.contentSelector).first().waitFor({ state: 'visible', timeout: 60_000 });
    const shownAt = Date.now();
    // What the first screen requested must finish; what came after gets until the network is quiet.
    const deadline = shownAt + 15_000;
    while (!network.settled(shownAt) && Date.now() < shownAt + 60_000) await page.waitForTimeout(100);
    while (!network.quiet(1_000) && Date.now() < deadline) await page.waitForTimeout(100);
    return sum(network.transfers.values(), shownAt);
  } finally {
    await context.close();
  }
}

/**
 * Each target visited cold twice: compressed as the browser asks, and identity only.
 *
 * @example await measureFirstScreen([{ url: 'http://prod.localhost:5180/h5/gradeRate?__host=android', contentSelector: 'li' }]);
 */
export async function measureFirstScreen(targets: FirstScreenTarget[]): Promise<FirstScreenBytes[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      ...chromeFlags.filter((f) => !f.startsWith('--headless')),
      // Chromium resolves *.localhost to loopback, possibly ::1 first; the servers listen on 127.0.0.1.
      '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
    ],
  });
  try {
    const out: FirstScreenBytes[] = [];
    for (const target of targets) {
      try {
        out.push({
          compressed: await visit(browser, target, false),
          identity: await visit(browser, target, true),
        });
      } catch (error) {
        throw new Error(`${target.url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}
