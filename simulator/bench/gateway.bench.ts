// Load benchmark of the gateway (not a test): the simulator (the whole app, as `npm start` runs it)
// in a worker thread on loopback port 0, autocannon in this thread with 50 connections for 20 s
// (DURATION=<seconds> to change) after a 2 s warm-up, sending sealed bodies with sealed TOKEN headers
// to the production host name, so every answer is sealed as well. Run: npm run bench -w simulator
import autocannon from 'autocannon';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { endpoints, type Endpoint } from '@merchant-h5/sdk';
import { loadConfig } from '../src/server/context';
import { sealBody } from '../src/server/gateway/testing/client-seal';
import { hostAppHeaders } from '../src/server/gateway/testing/harness';
import type { BenchCommand, ServerStats, WorkerMessage } from './server-worker';

export interface GatewayBenchFigures {
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The simulator thread's busy time per request at full load, in ms: what one request costs it. */
  serverMsPerRequest: number;
  /** The longest event-loop wait at full load: 50 requests queue behind each other. */
  eventLoopMaxMs: number;
  /** The longest event-loop wait with one connection: the most one request blocks the loop. */
  oneRequestBlockMaxMs: number;
  /** Live heap of the simulator before and after the measured load. */
  heapStartMb: number;
  heapEndMb: number;
}

const MIX: Array<[Endpoint, Record<string, unknown>]> = [
  [endpoints.myInfo, {}],
  [endpoints.transactionRecordList, { pageNum: 1, pageSize: 20, startDate: '20200101', endDate: '20991231' }],
  [endpoints.integralHome, {}],
  [endpoints.appMessageCount, {}],
  [endpoints.withdrawalList, { pageNum: 2, pageSize: 20 }],
];

interface SimulatorWorker {
  port: number;
  /** Runs `load` between the worker's 'start' and 'stop', and answers both results. */
  measure<T>(load: () => Promise<T>): Promise<[T, ServerStats]>;
  exit(): void;
}

/** The simulator in a worker; resolves once it listens. */
async function startWorker(): Promise<SimulatorWorker> {
  // A worker does not inherit the loader hooks: it registers tsx, then loads the server.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./server-worker.ts', import.meta.url).href);
  const worker = new Worker(
    `import(${tsx}).then(({ register }) => { register(); return import(${entry}); })`,
    {
      eval: true,
    },
  );
  const next = async (): Promise<WorkerMessage> => {
    const [message] = (await Promise.race([
      once(worker, 'message'),
      once(worker, 'error').then(([e]) => Promise.reject(e as Error)),
    ])) as [WorkerMessage];
    return message;
  };
  const listening = await next();
  if (listening.kind !== 'listening') throw new Error('the simulator worker did not start');
  return {
    port: listening.port,
    async measure(load) {
      worker.postMessage('start' satisfies BenchCommand);
      const result = await load();
      worker.postMessage('stop' satisfies BenchCommand);
      const stats = await next();
      if (stats.kind !== 'stats') throw new Error('the simulator worker sent no figures');
      return [result, stats.stats];
    },
    exit: () => worker.postMessage('exit' satisfies BenchCommand),
  };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export async function runGatewayBench(
  options: { connections?: number; durationS?: number } = {},
): Promise<GatewayBenchFigures> {
  const connections = options.connections ?? 50;
  const durationS = options.durationS ?? Number(process.env.DURATION ?? 20);
  const config = loadConfig();
  const sim = await startWorker();
  try {
    // A few sealed bodies and one sealed TOKEN per endpoint, computed before the clock starts.
    const requests = MIX.map(([endpoint, body]) => ({
      method: endpoint.method,
      path: `/gateway/${endpoint.service}/${endpoint.path}`,
      // The simulator answers only its own names on its own port (docs/simulator.md).
      headers: { ...hostAppHeaders({ config }, 'bench'), Host: `prod.localhost:${sim.port}` },
      body: sealBody(JSON.stringify(body), config.publicKeyPem),
    }));
    const load = (conns: number, duration: number) => () =>
      autocannon({
        url: `http://127.0.0.1:${sim.port}`,
        connections: conns,
        duration,
        requests,
        timeout: 30,
      });
    await load(connections, 2)(); // warm-up: JIT, session state, caches
    const [result, full] = await sim.measure(load(connections, durationS));
    const [, one] = await sim.measure(load(1, 3));
    return {
      connections,
      durationS: result.duration,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      serverMsPerRequest: round3(full.busyMs / Math.max(1, result.requests.total)),
      eventLoopMaxMs: full.eventLoopMaxMs,
      oneRequestBlockMaxMs: one.eventLoopMaxMs,
      heapStartMb: full.heapStartMb,
      heapEndMb: full.heapEndMb,
    };
  } finally {
    sim.exit();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await runGatewayBench();
  console.table(Object.entries(figures).map(([figure, value]) => ({ figure, value })));
  if (figures.non2xx > 0 || figures.errors > 0) process.exitCode = 1;
}
