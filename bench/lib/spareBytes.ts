// Lighthouse's network model (Lantern, `simulation/TCPConnection.js` and `Simulator.js`) loses bytes
// on a warm HTTP/2 connection. A request downloads in whole round trips, and the spare bytes of its
// last one go to the next request on the connection. Whenever another node of the graph ends while
// a request is still downloading (a main-thread task, a cache hit), the simulator advances that
// request by a partial step: the step takes the spare bytes off what is left to download, but
// credits the request only with the bytes of the round trip it adds. The spare bytes are gone, and
// every further step takes them again until none are left. A page that fits in six round trips
// after its HTML can so take seven or eight, depending on where the page's tasks end; the same build
// moves by a round trip or two from run to run (docs/performance.md, "The bytes Lighthouse's model
// loses"). Lighthouse 12.8 and 13.5 (trace_engine 0.0.65) have the same code.
//
// This measures what the model gives with those spare bytes credited: a diagnostic beside
// Lighthouse's own figure, never in its place. The goals are judged on Lighthouse's figure.
import type { RunnerResult } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
// Lighthouse's computed artifact, not its public API: the model's LCP with both of its estimates.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const { TCPConnection } = Lantern.Simulation;
type Connection = InstanceType<typeof TCPConnection>;
type Download = Connection['simulateDownloadUntil'];

/**
 * Runs `measure` with Lantern crediting a partial step with the spare bytes it takes; Lantern as it
 * was again afterwards, also when `measure` throws. Not re-entrant: one measure at a time.
 *
 * @example const { timing } = await withSpareBytesKept(() => lanternLcp(result));
 */
export async function withSpareBytesKept<T>(measure: () => Promise<T>): Promise<T> {
  const prototype = TCPConnection.prototype as Connection;
  const stock = prototype.simulateDownloadUntil;
  const kept: Download = function (this: Connection, bytes, options) {
    const spare = this.warmed && this.h2 ? this.h2OverflowBytesDownloaded : 0;
    const step = stock.call(this, bytes, options);
    // A step bounded in time is a partial one (the last step of a request has its bytes counted
    // whatever this says); the spare bytes it used are the request's.
    if (spare > 0 && Number.isFinite(options?.maximumTimeToElapse ?? Infinity))
      step.bytesDownloaded = Math.min(bytes, step.bytesDownloaded + Math.min(spare, bytes));
    return step;
  };
  prototype.simulateDownloadUntil = kept;
  try {
    return await measure();
  } finally {
    prototype.simulateDownloadUntil = stock;
  }
}

/**
 * Lantern's LCP for one Lighthouse run, computed again from its trace and network log: the figure
 * (`timing`, the mean of the two estimates Lighthouse reports) with each estimate's timeline.
 * Computed afresh each call, so that under `withSpareBytesKept` it is the model with the bytes kept.
 *
 * @example const { timing } = await withSpareBytesKept(() => lanternLcp(result));
 */
export function lanternLcp({ artifacts, lhr }: RunnerResult) {
  return LanternLargestContentfulPaint.request(
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
}
