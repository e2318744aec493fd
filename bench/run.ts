// `npm run bench`: figures, not pass/fail. Writes bench/report.json and bench/REPORT.md, keeping the
// previous report's figures beside the new ones. Sections: bytes, lighthouse, longList, crypto,
// simulator. `BENCH_ONLY=bytes,crypto` runs a subset; `BENCH_QUICK=1` shortens the slow ones.
import { existsSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { lazyChunkBytes, readManifest, routeBytes, totalCss } from './lib/bytes';
import { startSimulator } from './lib/server';
import { measureLighthouse } from './lib/lighthouse';
import { measureLongList } from './lib/longList';
import { renderReport } from './lib/report';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const only = process.env.BENCH_ONLY?.split(',');
const quick = process.env.BENCH_QUICK === '1';
const wants = (section: string) => !only || only.includes(section);
const log = (msg: string) => console.log(`[bench] ${msg}`);

const { routes } = JSON.parse(readFileSync(here('./routes.json'), 'utf8')) as {
  routes: { route: string; screen: string; lighthouse?: boolean; path?: string }[];
};

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${process.platform} ${os.release()}, Node ${process.version}`;
const report: Record<string, unknown> = { generatedAt: new Date().toISOString(), machine };
const started = Date.now();

if (wants('bytes')) {
  log('bytes');
  const dist = here('../app/dist');
  const manifest = readManifest(dist);
  report.bytes = {
    method:
      'gzip -9 and brotli q11 of the files in app/dist: entry + route screen chunk + their static imports (Vite manifest)',
    routes: routes.map(({ route, screen }) => {
      const r = routeBytes(dist, manifest, route, screen);
      return { route, js: r.js, css: r.css };
    }),
    lazyChunks: lazyChunkBytes(dist, manifest),
    css: totalCss(dist, manifest),
  };
}

const needsServer = ['lighthouse', 'longList'].some(wants);
const sim = needsServer ? await startSimulator() : null;
try {
  if (sim && wants('lighthouse')) {
    const list = routes.filter((r) => r.lighthouse);
    const out = [];
    for (const r of quick ? list.slice(0, 1) : list) {
      log(`lighthouse ${r.route}`);
      const url = `${sim.origin}/h5${r.path ?? r.route}?__host=android&__session=lh-${Date.now()}`;
      out.push({ route: r.route, ...(await measureLighthouse(url, quick ? 1 : 3)) });
    }
    report.lighthouse = {
      method: `Lighthouse 12, simulated throttling; "mobile" = slow 4G + 4x CPU, "lowEnd" = 3G (300 ms, 700 kbps) + 8x CPU; median of ${quick ? 1 : 3} runs; Debian Chromium headless`,
      routes: out,
    };
  }
  if (sim && wants('longList')) {
    log('long list');
    report.longList = {
      method:
        'Chromium (Playwright, CDP): /transaction/record in scenario long-history scrolled by mouse wheel until the rows loaded reach the target; CPU throttled 4x; frame times from requestAnimationFrame deltas while scrolling; DOM nodes and JS heap from Performance.getMetrics',
      ...(await measureLongList(sim.origin, quick ? 2_000 : 10_000)),
    };
  }
} finally {
  await sim?.stop();
}

if (wants('crypto')) {
  log('crypto');
  const { runCryptoBench } = await import('../sdk/bench/crypto.bench');
  const { measureBrowserCrypto } = await import('./lib/browserCrypto');
  report.crypto = {
    method:
      'median ms per call. node: the SDK (crypto-js AES + BigInt RSA) vs node:crypto doing the same AES-256-ECB + RSA PKCS#1 work, medians of 400 calls. chromium: the SDK bundled by esbuild vs WebCrypto AES-256-CBC over the same bytes (+ RSA-OAEP of the key when sealing; WebCrypto has neither ECB nor PKCS#1 encryption), median of 7 batches of 100 calls (Chromium coarsens timers to 0.1 ms)',
    node: await runCryptoBench(quick ? { iterations: 100 } : {}),
    chromium: await measureBrowserCrypto(quick ? { iterations: 20 } : {}),
  };
}

if (wants('simulator')) {
  log('simulator');
  const { runGatewayBench } = (await import('../simulator/bench/gateway.bench')) as {
    runGatewayBench: (o?: { durationSeconds?: number }) => Promise<unknown>;
  };
  report.simulator = {
    method: `autocannon, 50 connections for ${quick ? 5 : 20} s on loopback against an in-process simulator: sealed bodies (RSA + AES) with sealed TOKEN headers to the production host, sealed answers`,
    ...((await runGatewayBench({ durationSeconds: quick ? 5 : 20 })) as object),
  };
}

report.durationSeconds = Math.round((Date.now() - started) / 1000);

const jsonPath = here('./report.json');
const previousPath = here('./report.previous.json');
let previous: Record<string, unknown> | null = null;
if (existsSync(jsonPath)) {
  copyFileSync(jsonPath, previousPath);
  previous = JSON.parse(readFileSync(previousPath, 'utf8')) as Record<string, unknown>;
}
if (only && previous) {
  // A partial run keeps the other sections of the last full report.
  for (const [key, value] of Object.entries(previous)) if (!(key in report)) report[key] = value;
}
writeFileSync(jsonPath, JSON.stringify(report, null, 2) + '\n');
writeFileSync(here('./REPORT.md'), renderReport(report, previous));
log(`wrote bench/report.json and bench/REPORT.md in ${report.durationSeconds as number} s`);
