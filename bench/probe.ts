// One Lighthouse run of one route, and where its time went (the bench gives medians, this the why):
//   node --import tsx bench/probe.ts /transaction/record [mobile|lowEnd] [h2|http1.1]
// Served as the bench serves it: through the HTTPS + HTTP/2 front (bench/lib/edge.ts), or with
// http1.1 from the simulator itself.
// Prints the metrics, the LCP element and its phases, the long tasks, the scripts' main-thread
// time, and the requests as Lighthouse's own model (Lantern) timed them for the LCP. The reported
// LCP is that model's, not the page's real load on loopback: the mean of an optimistic and a
// pessimistic estimate. The timeline printed is the pessimistic one's, the critical path it scores
// (e.g. a request that waits for one of the origin's six connections). The whole result is left in
// $TMPDIR/probe-lhr.json. Needs `npm run build -w app` first.
import * as chromeLauncher from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromeFlags, chromePath, startSimulator } from './lib/server';
import { frontFor, parseProtocol } from './lib/edge';
import { lighthouseRun, profiles, type ProfileName } from './lib/lighthouse';
// Lighthouse's computed artifact, not its public API: the probe's view into the simulation.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

interface Items<T> {
  items?: T[];
}
interface Task {
  url?: string;
  startTime: number;
  duration: number;
}
interface Bootup {
  url?: string;
  total: number;
  scripting: number;
}
interface LcpDetails {
  items?: [{ items?: [{ node?: { snippet?: string } }] }, Items<{ phase: string; timing: number }>?];
}

const route = process.argv[2] ?? '/transaction/record';
const profile = (process.argv[3] ?? 'mobile') as ProfileName;
if (!(profile in profiles)) throw new Error(`profile: one of ${Object.keys(profiles).join(', ')}`);
const protocol = parseProtocol(process.argv[4], 'protocol (third argument)');
const sim = await startSimulator();
const front = await frontFor(sim, protocol);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [...chromeFlags, ...front.chromeFlags],
});
try {
  const url = `${front.origin}/h5${route}?__host=android&__bridgeLog=off&__session=probe-${Date.now()}`;
  const result = await lighthouseRun(url, chrome.port, profile, ['performance']);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  const out = path.join(os.tmpdir(), 'probe-lhr.json');
  writeFileSync(out, JSON.stringify(lhr));
  const audit = (id: string) => lhr.audits[id];
  const file = (u?: string) => (u ?? '').split('/').pop()?.split('?')[0] ?? '';
  console.log(
    `${route} (${profile}, ${protocol}): performance ${Math.round((lhr.categories.performance?.score ?? NaN) * 100)}`,
  );
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
    'interactive',
  ])
    console.log(`  ${id}: ${Math.round((audit(id)?.numericValue ?? NaN) * 1000) / 1000}`);
  const lcp = audit('largest-contentful-paint-element')?.details as LcpDetails | undefined;
  console.log(`  LCP element: ${lcp?.items?.[0]?.items?.[0]?.node?.snippet ?? '?'}`);
  for (const phase of lcp?.items?.[1]?.items ?? [])
    console.log(`    ${phase.phase}: ${Math.round(phase.timing)} ms`);
  const tasks = (audit('long-tasks')?.details as Items<Task> | undefined)?.items ?? [];
  console.log(
    `  long tasks: ${tasks.map((t) => `${file(t.url) || '?'} @${Math.round(t.startTime)} ${Math.round(t.duration)} ms`).join(', ')}`,
  );
  const boot = (audit('bootup-time')?.details as Items<Bootup> | undefined)?.items ?? [];
  console.log(
    `  script time: ${boot
      .slice(0, 6)
      .map((b) => `${file(b.url)} ${Math.round(b.total)} ms`)
      .join(', ')}`,
  );
  const { artifacts } = result;
  const lcpModel = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map() } as unknown as Parameters<typeof LanternLargestContentfulPaint.request>[1],
  );
  console.log('  requests as Lantern timed them for the LCP (start → end ms, bytes):');
  const timings = [...lcpModel.pessimisticEstimate.nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  );
  for (const [node, timing] of timings) {
    if (node.type !== 'network') continue;
    const request = node.request;
    console.log(
      `    ${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)}  ${String(request.transferSize).padStart(6)}  ${new URL(request.url).pathname}`,
    );
  }
  console.log(`  (whole result: ${out})`);
} finally {
  chrome.kill();
  await front.stop();
  await sim.stop();
}
