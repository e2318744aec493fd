// The simulator under load, in a worker thread of the bench: its own event loop, so the load
// generator in the main thread never shares it. Measures from inside how long its loop waited,
// how busy it was and how its live heap grew between 'start' and 'stop'.
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { createServer } from 'node:http';
import { createRequestListener } from '../src/server/app';
import { createSimContext, loadConfig } from '../src/server/context';

export interface ServerStats {
  /** The longest the event loop could not run a timer (10 ms resolution), in ms. */
  eventLoopMaxMs: number;
  /** Time the simulator's thread was busy, in ms. */
  busyMs: number;
  /** Live heap after a full collection at 'start' and at 'stop', in MB. */
  heapStartMb: number;
  heapEndMb: number;
}

export type BenchCommand = 'start' | 'stop' | 'exit';
export type WorkerMessage = { kind: 'listening'; port: number } | { kind: 'stats'; stats: ServerStats };

// A live heap figure needs a full collection first.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const liveHeapMb = () => {
  gc();
  return Math.round((getHeapStatistics().used_heap_size / 2 ** 20) * 10) / 10;
};
const tenths = (ns: number) => Math.round(ns / 1e5) / 10;

const port = parentPort!;
// As `npm start` listens (main.ts): the gateway outside Express.
const server = createServer(createRequestListener(createSimContext(loadConfig()))).listen(
  0,
  '127.0.0.1',
  () => {
    const message: WorkerMessage = { kind: 'listening', port: (server.address() as AddressInfo).port };
    port.postMessage(message);
  },
);
const loop = monitorEventLoopDelay({ resolution: 10 });
let heapStartMb = 0;
let busySince: EventLoopUtilization | undefined;

port.on('message', (command: BenchCommand) => {
  if (command === 'start') {
    heapStartMb = liveHeapMb();
    loop.reset();
    loop.enable();
    busySince = performance.eventLoopUtilization();
  } else if (command === 'stop') {
    loop.disable();
    const busyMs = Math.round(performance.eventLoopUtilization(busySince).active);
    const stats: ServerStats = {
      eventLoopMaxMs: tenths(loop.max),
      busyMs,
      heapStartMb,
      heapEndMb: liveHeapMb(),
    };
    const message: WorkerMessage = { kind: 'stats', stats };
    port.postMessage(message);
  } else {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
