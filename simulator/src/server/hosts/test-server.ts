// Test helper: the real app on a real port 0, with temporary app/harness dist folders.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequestListener, type AppOptions } from '../app';
import { createSimContext, loadConfig, type SimContext } from '../context';
import { createHostServices, type HostServices } from './context';

export interface TestServer {
  url: string;
  ctx: SimContext;
  hosts: HostServices;
  appDist: string;
  harnessDist: string;
  close(): Promise<void>;
}

export const APP_INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>商户</title>
    <script>window.routePreloaded = true;</script>
    <script type="module" crossorigin src="/h5/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** Writes the dist folders a build would leave (pass `built: false` for an unbuilt tree). */
export function writeDist(
  root: string,
  built: { app: boolean; harness: boolean },
): { appDist: string; harnessDist: string } {
  const appDist = path.join(root, 'app-dist');
  const harnessDist = path.join(root, 'harness-dist');
  if (built.app) {
    mkdirSync(path.join(appDist, 'assets'), { recursive: true });
    writeFileSync(path.join(appDist, 'index.html'), APP_INDEX);
    writeFileSync(path.join(appDist, 'assets/index-abc123.js'), 'console.log("app");\n');
    writeFileSync(path.join(appDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  if (built.harness) {
    mkdirSync(path.join(harnessDist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(harnessDist, 'index.html'),
      '<!doctype html><html><head><title>harness</title></head><body></body></html>',
    );
    writeFileSync(
      path.join(harnessDist, 'probe.html'),
      '<!doctype html><html><head><meta charset="utf-8"><title>Host probe</title></head><body></body></html>',
    );
  }
  return { appDist, harnessDist };
}

/** @example const server = await startTestServer(); await fetch(`${server.url}/__sim/host`); await server.close(); */
export async function startTestServer(
  options: { built?: { app: boolean; harness: boolean }; app?: AppOptions } = {},
): Promise<TestServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'sim-test-'));
  const dist = writeDist(root, options.built ?? { app: true, harness: true });
  const ctx = createSimContext({ ...loadConfig(), ...dist });
  const hosts = createHostServices();
  // As main.ts listens: the gateway outside Express, the rest through the app.
  const server = createServer(createRequestListener(ctx, { ...options.app, hosts })).listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    hosts,
    ...dist,
    async close() {
      hosts.nativeCalls.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
