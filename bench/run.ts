// `npm run bench`: figures, not pass/fail. Writes bench/report.json and bench/REPORT.md, keeping
// the previous report's figures beside the new ones. Sections: bytes, firstScreen, lighthouse,
// floor, longList, crypto, simulator. `BENCH_ONLY=bytes,crypto` runs a subset; `BENCH_QUICK=1`
// shortens the slow ones; `BENCH_ROUTES=/monthBill/monthBillHome` limits firstScreen and lighthouse
// to those routes; `BENCH_ENVIRONMENTS=production` measures them in production only (production and
// mock by default: production is what a merchant meets, every call sealed; the report's goals are
// judged on it); `BENCH_PROTOCOL=http1.1` has Lighthouse load the plain-HTTP servers themselves
// instead of through the HTTPS + HTTP/2 front the deployed H5 sits behind (bench/lib/edge.ts).
// Every figure a section promises must come back a finite number: otherwise the report is still
// written, marked incomplete, and the bench exits 1 naming what is missing.
import { existsSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { lazyChunkBytes, readManifest, routeBytes, totalCss } from './lib/bytes';
import { startSimulator, type RunningSimulator } from './lib/server';
import { LIGHTHOUSE_RETRIES, measureLighthouse, type LighthouseResult } from './lib/lighthouse';
import { measureLongList } from './lib/longList';
import { measureAnimations } from './lib/animation';
import { measureFirstScreen } from './lib/firstScreen';
import { startFloor } from './lib/floor';
import { frontFor, parseProtocol } from './lib/edge';
import { ENVIRONMENT_HOSTS, parseEnvironments } from './lib/environments';
import { missingFigures, renderReport, sections } from './lib/report';
import { loadRouteList, type RouteEntry } from './lib/routeList';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const only = process.env.BENCH_ONLY?.split(',');
const quick = process.env.BENCH_QUICK === '1';
const routeFilter = process.env.BENCH_ROUTES?.split(',');
const unknownSections = only?.filter((name) => !(sections as readonly string[]).includes(name)) ?? [];
if (unknownSections.length)
  throw new Error(`BENCH_ONLY: no section ${unknownSections.join(', ')} (sections: ${sections.join(', ')})`);
const wants = (section: string) => !only || only.includes(section);
const protocol = parseProtocol(process.env.BENCH_PROTOCOL, 'BENCH_PROTOCOL');
// Production (every call sealed, as a merchant meets the H5) first, mock beside it.
const environments = parseEnvironments(process.env.BENCH_ENVIRONMENTS, 'BENCH_ENVIRONMENTS');
const environmentsText = environments
  .map((e) => `${e} (${ENVIRONMENT_HOSTS[e]}${e === 'production' ? ', every call sealed' : ''})`)
  .join(' and ');
const log = (msg: string) => console.log(`[bench] ${msg}`);

// Every route of every area, from the app's build (app/dist/route-manifest.json): no hand list.
const routes: RouteEntry[] = loadRouteList();

// The Android host, without the shim's bridge log: a real host logs nothing over the page's network,
// and the log's requests (five on a cold start) queued the data request behind them.
const HOST = '__host=android&__bridgeLog=off';
// What "the screen shows its data" looks like on the shared list, detail and bill components (the
// hooks the e2e suite waits for too).
const dataShown = '[role="listitem"], .mh-detail-fields dd, .mh-bill-totals dd, [data-state="ready"]';

/** The key routes (`lighthouse: true`), or those BENCH_ROUTES names; `shorten`: quick runs keep the first. */
function keyRoutes(shorten: boolean): RouteEntry[] {
  if (routeFilter) {
    const unknown = routeFilter.filter((r) => !routes.some((e) => e.route === r));
    if (unknown.length)
      throw new Error(`BENCH_ROUTES: ${unknown.join(', ')} not a route of app/dist/route-manifest.json`);
    return routes.filter((r) => routeFilter.includes(r.route));
  }
  const list = routes.filter((r) => r.lighthouse);
  return quick && shorten ? list.slice(0, 1) : list;
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${process.platform} ${os.release()}, Node ${process.version}`;
const report: Record<string, unknown> = { generatedAt: new Date().toISOString(), machine };
const started = Date.now();
/** What this run promised and did not measure: `figure: why`. */
const gaps: { figure: string; reason: string }[] = [];
const failedSections = new Set<string>();
const lighthouseRuns = quick ? 1 : 3;
/** Rows the long list (and its floor) is scrolled to. */
const longListRows = quick ? 2_000 : 10_000;

function noteLighthouse(prefix: string, result: LighthouseResult, server?: RunningSimulator): void {
  const down = server?.exited();
  for (const problem of result.problems)
    for (const figure of problem.figures)
      gaps.push({
        figure: `${prefix}.${problem.profile}.${figure}`,
        reason: down ? `${problem.reason} (the simulator ${down})` : problem.reason,
      });
}

async function section(name: string, measure: () => Promise<unknown>): Promise<void> {
  if (!wants(name)) return;
  log(name);
  try {
    report[name] = await measure();
  } catch (error) {
    failedSections.add(name);
    gaps.push({ figure: name, reason: error instanceof Error ? error.message : String(error) });
    log(`${name} failed: ${String(error)}`);
  }
}

const served =
  protocol === 'h2'
    ? 'served over HTTPS with HTTP/2 by a front on loopback, as a CDN serves the deployed H5 (bench/lib/edge.ts)'
    : 'served over plain HTTP/1.1 from loopback (BENCH_PROTOCOL=http1.1)';

let sim = null as RunningSimulator | null;
const simulator = async () => (sim ??= await startSimulator());

try {
  await section('bytes', async () => {
    const dist = here('../app/dist');
    const manifest = readManifest(dist);
    return {
      method:
        'gzip -9 and brotli q11 of the files in app/dist: entry + route area module + screen chunk + their static imports (Vite manifest)',
      routes: routes.map(({ route, screen, areaModule }) => {
        const r = routeBytes(dist, manifest, route, screen, areaModule);
        return { route, js: r.js, css: r.css };
      }),
      lazyChunks: lazyChunkBytes(dist, manifest),
      css: totalCss(dist, manifest),
    };
  });

  await section('firstScreen', async () => {
    const { port } = await simulator();
    const list = keyRoutes(false);
    const targets = list.flatMap((r) => {
      const screen = `[data-screen="${r.route}"]`;
      const data = r.data ?? dataShown;
      return environments.map((environment) => ({
        url: `http://${ENVIRONMENT_HOSTS[environment]}:${port}/h5${r.path ?? r.route}?${HOST}&__session=fs-${environment}-${Date.now()}`,
        contentSelector: `${screen}:is(${data}), ${screen} :is(${data})`,
      }));
    });
    const measured = await measureFirstScreen(targets);
    return {
      method: `Chromium (Playwright, CDP), ${environmentsText} with __host=android and the bridge log off (__bridgeLog=off), cold cache: encoded bytes on the wire (Network.loadingFinished.encodedDataLength, headers included) of every request made until the screen shows its data, by type; data = gateway calls; afterShown = requested after that until the network is quiet for 1 s (not in total); simulatorOnly = /__sim/ (host shim, event stream; not in total). "compressed": what the browser asks for (br, gzip); "identity": Accept-Encoding: identity`,
      routes: list.map((r, i) => ({
        route: r.route,
        ...Object.fromEntries(environments.map((e, j) => [e, measured[i * environments.length + j]])),
      })),
    };
  });

  await section('lighthouse', async () => {
    const server = await simulator();
    const edge = await frontFor(server, protocol);
    const out = [];
    try {
      for (const r of keyRoutes(true)) {
        const figures: Record<string, unknown> = {};
        for (const environment of environments) {
          log(`lighthouse ${r.route} (${environment})`);
          const url = `${edge.originOf(environment)}/h5${r.path ?? r.route}?${HOST}&__session=lh-${Date.now()}`;
          const result = await measureLighthouse(url, lighthouseRuns, log, edge.chromeFlags);
          noteLighthouse(`lighthouse.routes[${r.route}].${environment}`, result, server);
          figures[environment] = result.figures;
        }
        out.push({ route: r.route, ...figures });
      }
    } finally {
      await edge.stop();
    }
    return {
      method: `Lighthouse 12, simulated throttling, ${environmentsText}, __host=android with the bridge log off (__bridgeLog=off), ${served}; "mobile" = slow 4G + 4x CPU, "lowEnd" = 3G (300 ms, 700 kbps) + 8x CPU; median of ${lighthouseRuns} runs (a failed run retried up to ${LIGHTHOUSE_RETRIES} times); Debian Chromium headless; lcpSpareKeptMs: each run's LCP computed again by Lighthouse's model with the spare bytes its partial steps lose on HTTP/2 kept (bench/lib/spareBytes.ts), a diagnostic with no goal`,
      protocol,
      routes: out,
    };
  });

  await section('floor', async () => {
    const floor = await startFloor();
    const edge = await frontFor(floor, protocol);
    const lighthouseOf = (page: string) =>
      measureLighthouse(`${edge.origin}${page}`, lighthouseRuns, log, edge.chromeFlags);
    try {
      const [firstScreen, dataFirstScreen, storeFirstScreen] = await measureFirstScreen([
        { url: `${floor.origin}/`, contentSelector: 'li' },
        { url: `${floor.origin}/data`, contentSelector: 'li' },
        { url: `${floor.origin}/store/`, contentSelector: 'li' },
      ]);
      log('lighthouse floor');
      const lighthouse = await lighthouseOf('/');
      noteLighthouse('floor.lighthouse', lighthouse);
      log('lighthouse floor /data');
      const dataLighthouse = await lighthouseOf('/data');
      noteLighthouse('floor.withData.lighthouse', dataLighthouse);
      log('lighthouse floor /store/');
      const storeLighthouse = await lighthouseOf('/store/');
      noteLighthouse('floor.withStore.lighthouse', storeLighthouse);
      log('long list floor /long');
      const longList = await measureLongList(`${floor.origin}/long`, longListRows);
      return {
        method: `bench/floor: React 19 + react-router 7 (declarative routes as the app's, one lazy route of 20 text rows) built by the app's Vite, precompressed (br q11, gzip 9) and served from loopback by node:http; withData: the same screen fed by one 4.6 KB JSON request started beside the chunk (bench/floor/public/rows.json), as the key screens fetch their first page; withStore: the same request made through a Redux Toolkit store and one RTK Query createApi (react-redux, the screen reads it with the query hook), the data layer DESIGN.md prescribes (bench/floor/store/); longList: /long, the same page requested again and again (20 rows a request) into one array, shown by @tanstack/react-virtual as the product's lists are (fixed heights, overscan 6, a three-part row, no store, no envelope), scrolled as the longList section scrolls the product; firstScreen and Lighthouse (median of ${lighthouseRuns}) measured as for the app, Lighthouse ${served}`,
        protocol,
        firstScreen,
        lighthouse: lighthouse.figures,
        withData: { firstScreen: dataFirstScreen, lighthouse: dataLighthouse.figures },
        withStore: { firstScreen: storeFirstScreen, lighthouse: storeLighthouse.figures },
        longList,
      };
    } finally {
      await edge.stop();
      await floor.stop();
    }
  });

  await section('longList', async () => {
    const { origin } = await simulator();
    const target = longListRows;
    const figures = await measureLongList(
      `${origin}/h5/transaction/record?${HOST}&__scenario=long-history&__session=bench-${Date.now()}`,
      target,
    );
    if (figures.rowsLoaded < target)
      gaps.push({
        figure: 'longList.rowsLoaded',
        reason: `${figures.rowsLoaded} of ${target} rows loaded in time`,
      });
    return {
      method: `Chromium (Playwright, CDP): /transaction/record in scenario long-history scrolled by mouse wheel until ${target} rows are loaded; CPU throttled 4x; frame times from requestAnimationFrame deltas while scrolling; DOM nodes and JS heap from Performance.getMetrics after a forced garbage collection, at the first screen and at the end`,
      ...figures,
    };
  });

  await section('animation', async () => {
    const { origin } = await simulator();
    const drawsPerGame = quick ? 3 : 10;
    return {
      method: `Chromium (Playwright, CDP): the production build in the android host; the lottery machine (A1001) and smash eggs (A1002) each drawn ${drawsPerGame} times in a row (draws given through PUT /__sim/activities), CPU throttled 4x; frame times from requestAnimationFrame deltas from each tap until the board is no longer busy and 300 ms after`,
      ...(await measureAnimations(origin, HOST, drawsPerGame)),
    };
  });
} finally {
  await sim?.stop();
}

await section('crypto', async () => {
  const { runCryptoBench } = await import('../sdk/bench/crypto.bench');
  const { measureBrowserCrypto } = await import('./lib/browserCrypto');
  return {
    method:
      'median ms per call. node: the SDK (crypto-js AES + BigInt RSA) vs node:crypto doing the same AES-256-ECB + RSA PKCS#1 work, medians of 400 calls. chromium: the SDK bundled by esbuild vs WebCrypto AES-256-CBC over the same bytes (+ RSA-OAEP of the key when sealing; WebCrypto has neither ECB nor PKCS#1 encryption), median of 7 batches of 100 calls (Chromium coarsens timers to 0.1 ms)',
    node: await runCryptoBench(quick ? { iterations: 100 } : {}),
    chromium: await measureBrowserCrypto(quick ? { iterations: 20 } : {}),
  };
});

await section('simulator', async () => {
  const { runGatewayBench } = await import('../simulator/bench/gateway.bench');
  return {
    method: `autocannon in the bench's thread, 50 connections for ${quick ? 5 : 20} s after a 2 s warm-up, on loopback against the whole simulator app in a worker thread (its own event loop): sealed bodies (RSA + AES) with sealed TOKEN headers to the production host, sealed answers. serverMsPerRequest = the worker's event-loop busy time / requests; eventLoopMaxMs = longest event-loop wait at full load (queued requests); oneRequestBlockMaxMs = the same with one connection for 3 s; heap = live heap after a full GC before and after the load`,
    ...(await runGatewayBench({ durationS: quick ? 5 : 20 })),
  };
});

// Any figure of a measured section that is not a finite number, unless already explained above.
for (const name of sections) {
  if (!wants(name) || !(name in report)) continue;
  for (const key of missingFigures(report[name])) {
    const figure = `${name}.${key}`;
    if (!gaps.some((g) => g.figure === figure)) gaps.push({ figure, reason: 'not a number' });
  }
}

report.durationSeconds = Math.round((Date.now() - started) / 1000);
if (gaps.length > 0) report.incomplete = gaps.map((g) => `${g.figure}: ${g.reason}`);

const jsonPath = here('./report.json');
const previousPath = here('./report.previous.json');
let previous: Record<string, unknown> | null = null;
if (existsSync(jsonPath)) {
  copyFileSync(jsonPath, previousPath);
  previous = JSON.parse(readFileSync(previousPath, 'utf8')) as Record<string, unknown>;
}
if (only && previous) {
  // A partial run keeps the other sections of the last report (not its verdict on them); a section
  // that failed now is not papered over with old figures.
  const carried = (previous.carriedOver ?? {}) as Record<string, string>;
  const carriedOver: Record<string, string> = {};
  for (const name of sections)
    if (!(name in report) && !failedSections.has(name) && name in previous) {
      report[name] = previous[name];
      carriedOver[name] = carried[name] ?? String(previous.generatedAt);
    }
  if (Object.keys(carriedOver).length > 0) report.carriedOver = carriedOver;
}
writeFileSync(jsonPath, JSON.stringify(report, null, 2) + '\n');
writeFileSync(here('./REPORT.md'), renderReport(report, previous));
log(`wrote bench/report.json and bench/REPORT.md in ${report.durationSeconds as number} s`);
if (gaps.length > 0) {
  console.error(`[bench] INCOMPLETE: ${gaps.length} promised figure(s) missing:`);
  for (const gap of gaps) console.error(`[bench]   ${gap.figure}: ${gap.reason}`);
  process.exitCode = 1;
}
