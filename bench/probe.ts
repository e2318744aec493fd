// One Lighthouse run of one route, and where its time went (the bench gives medians, this the why):
//   node --import tsx bench/probe.ts /transaction/record [mobile|lowEnd] [h2|http1.1] [production|mock]
// Served as the bench serves it: through the HTTPS + HTTP/2 front (bench/lib/edge.ts), or with
// http1.1 from the simulator itself.
// Prints the metrics, the LCP element and its phases, the long tasks, the scripts' main-thread
// time, and the requests as Lighthouse's own model (Lantern) timed them for the LCP. The reported
// LCP is that model's, not the page's real load on loopback: the mean of an optimistic and a
// pessimistic estimate. The timeline printed is the pessimistic one's, the critical path it scores
// (e.g. a request that waits for one of the origin's six connections). Over HTTP/2 it also prints,
// for each estimate, the steps the origin's one connection took after the page
// (bench/lib/roundTrips.ts): each busy stretch's bytes, in how many round trips, and how many KB
// fewer would save one. The LCP moves in those steps, so a smaller cut moves nothing. It also prints
// the LCP the model gives with the spare bytes its partial steps lose kept (bench/lib/spareBytes.ts):
// the gap between the two is the model's, not the page's. The whole result is left in
// $TMPDIR/probe-lhr.json. Needs `npm run build -w app` first.
import * as chromeLauncher from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromeFlags, chromePath, startSimulator } from './lib/server';
import { frontFor, parseProtocol } from './lib/edge';
import { parseEnvironments } from './lib/environments';
import { lighthouseRun, profiles, type ProfileName } from './lib/lighthouse';
import { roundTripStretches, type TimedRequest } from './lib/roundTrips';
import { lanternLcp, withSpareBytesKept } from './lib/spareBytes';

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

interface GraphNode {
  type: string;
  request?: { url: string };
  getDependencies(): GraphNode[];
}

/** The requests a node waits for: its network dependencies, looking through CPU tasks. */
function waitedFor(node: GraphNode): string[] {
  const names = new Set<string>();
  const seen = new Set<GraphNode>();
  const visit = (dependency: GraphNode) => {
    if (seen.has(dependency)) return;
    seen.add(dependency);
    if (dependency.type === 'network') names.add(new URL(dependency.request!.url).pathname.split('/').pop()!);
    else dependency.getDependencies().forEach(visit);
  };
  node.getDependencies().forEach(visit);
  return [...names];
}

const route = process.argv[2] ?? '/transaction/record';
const profile = (process.argv[3] ?? 'mobile') as ProfileName;
if (!(profile in profiles)) throw new Error(`profile: one of ${Object.keys(profiles).join(', ')}`);
const protocol = parseProtocol(process.argv[4], 'protocol (third argument)');
const environment = parseEnvironments(process.argv[5] ?? 'production', 'environment (fourth argument)')[0]!;
const sim = await startSimulator();
const front = await frontFor(sim, protocol);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [...chromeFlags, ...front.chromeFlags],
});
try {
  const url = `${front.originOf(environment)}/h5${route}?__host=android&__bridgeLog=off&__session=probe-${Date.now()}`;
  const result = await lighthouseRun(url, chrome.port, profile, ['performance']);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  const out = path.join(os.tmpdir(), 'probe-lhr.json');
  writeFileSync(out, JSON.stringify(lhr));
  const audit = (id: string) => lhr.audits[id];
  const file = (u?: string) => (u ?? '').split('/').pop()?.split('?')[0] ?? '';
  console.log(
    `${route} (${environment}, ${profile}, ${protocol}): performance ${Math.round((lhr.categories.performance?.score ?? NaN) * 100)}`,
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
  const lcpModel = await lanternLcp(result);
  // The same run with the spare bytes Lantern's partial steps lose kept (bench/lib/spareBytes.ts).
  const kept = await withSpareBytesKept(() => lanternLcp(result));
  console.log(
    `  LCP with the spare bytes Lantern loses kept: ${Math.round(kept.timing)} ms (optimistic ${Math.round(kept.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(kept.pessimisticEstimate.timeInMs)}), against ${Math.round(lcpModel.timing)} ms`,
  );
  // The reported LCP is the mean of the two estimates; each has its own timeline.
  const estimates = { optimistic: lcpModel.optimisticEstimate, pessimistic: lcpModel.pessimisticEstimate };
  const pageOrigin = new URL(url).origin;
  const { rttMs, throughputKbps } = profiles[profile];
  for (const [name, estimate] of Object.entries(estimates)) {
    const timings = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    const network = timings.flatMap(([node, timing]) =>
      node.type === 'network' ? [{ request: node.request, timing }] : [],
    );
    if (name === 'pessimistic') {
      console.log('  requests as Lantern timed them for the LCP, pessimistic (start → end ms, bytes):');
      for (const { request, timing } of network)
        console.log(
          `    ${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)}  ${String(request.transferSize).padStart(6)}  ${new URL(request.url).pathname}`,
        );
      // What each of the origin's calls waited for in the model: the requests before it in its graph.
      for (const [node] of timings) {
        if (node.type !== 'network' || !new URL(node.request.url).pathname.startsWith('/gateway/')) continue;
        console.log(`  ${new URL(node.request.url).pathname} waited for: ${waitedFor(node).join(', ')}`);
      }
    }
    // After the page itself, the origin is one HTTP/2 connection in the model: the steps its bytes
    // take. Over HTTP/1.1 the origin has six, and these steps say nothing.
    if (protocol !== 'h2') continue;
    const page = network.find(({ request }) => request.url === url);
    const afterPage: TimedRequest[] = network
      .filter(({ request }) => request !== page?.request && new URL(request.url).origin === pageOrigin)
      .map(({ request, timing }) => ({
        startMs: timing.startTime,
        endMs: timing.endTime,
        bytes: request.transferSize,
      }));
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      `  ${name}: LCP ${Math.round(estimate.timeInMs)} ms; the connection after the page, ${rttMs}-ms round trips:`,
    );
    for (const stretch of roundTripStretches(afterPage, rttMs, throughputKbps))
      console.log(
        `    ${Math.round(stretch.startMs)} → ${Math.round(stretch.endMs)} ms: ${kb(stretch.bytes)} KB in ${stretch.roundTrips} round trips` +
          (stretch.roundTrips > 0
            ? `, one less with ${kb(stretch.cutForOneLess)} KB fewer`
            : ' (in the spare bytes of the round trip before, or after a wait for the main thread)'),
      );
  }
  console.log(`  (whole result: ${out})`);
} finally {
  chrome.kill();
  await front.stop();
  await sim.stop();
}
