// Load benchmark of the gateway (not a test): the simulator in this process on loopback port 0,
// autocannon with 50 connections for 20 s (DURATION=<seconds> to change) sending sealed bodies
// with sealed TOKEN headers to the production host name, so every answer is sealed as well.
// Run: npm run bench -w simulator
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { endpoints, type Endpoint } from '@merchant-h5/sdk';
import { createSimContext, loadConfig } from '../src/server/context';
import { sealBody } from '../src/server/gateway/testing/client-seal';
import { hostAppHeaders, startSimulator } from '../src/server/gateway/testing/harness';

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
}

const MIX: Array<[Endpoint, Record<string, unknown>]> = [
  [endpoints.myInfo, {}],
  [endpoints.transactionRecordList, { pageNum: 1, pageSize: 20, startDate: '20200101', endDate: '20991231' }],
  [endpoints.integralHome, {}],
  [endpoints.appMessageCount, {}],
  [endpoints.withdrawalList, { pageNum: 2, pageSize: 20 }],
];

export async function runGatewayBench(
  options: { connections?: number; durationS?: number } = {},
): Promise<GatewayBenchFigures> {
  const connections = options.connections ?? 50;
  const durationS = options.durationS ?? Number(process.env.DURATION ?? 20);
  const ctx = createSimContext(loadConfig(), { now: () => Date.now() });
  const sim = await startSimulator({}, ctx);
  try {
    // A few sealed bodies and one sealed TOKEN per endpoint, computed before the clock starts.
    const requests = MIX.map(([endpoint, body]) => ({
      method: endpoint.method,
      path: `/gateway/${endpoint.service}/${endpoint.path}`,
      headers: { ...hostAppHeaders(ctx, 'bench'), Host: 'prod.localhost' },
      body: sealBody(JSON.stringify(body), ctx.config.publicKeyPem),
    }));
    const result = await autocannon({
      url: sim.url,
      connections,
      duration: durationS,
      requests,
      timeout: 30,
    });
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
    };
  } finally {
    await sim.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await runGatewayBench();
  console.table([figures]);
  if (figures.non2xx > 0 || figures.errors > 0) process.exitCode = 1;
}
