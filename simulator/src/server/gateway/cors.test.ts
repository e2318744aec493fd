// Issue 32 item 2: the gateway answers CORS to the simulator's own pages only (its names on its own
// port), with credentials only there, so no other page can use the official account's cookie.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimContext, loadConfig } from '../context';
import { OWN_HOST_NAMES, ownHostNames } from '../guard/own-hosts';
import { createGatewayListener } from './router';
import { startSimulator, token, TODAY, type RunningSimulator } from './testing/harness';
import { loopbackFetch } from './testing/loopback-fetch';

let sim: RunningSimulator;
let send: typeof fetch;
beforeAll(async () => {
  sim = await startSimulator();
  send = loopbackFetch(sim.port);
});
afterAll(() => sim.close());

const OA_HEADERS = { 'PHONE-PLATFORM': 'WHEATE-PUBLIC-SERVICE', 'APP-PRODUCT-TYPE': '03' };
const signIn = 'http://localhost/gateway/pos-operation-service/activity/api/app/d1/signInDo';

const preflight = (origin: string, fetcher = send) =>
  fetcher('http://localhost/gateway/user-service/my/myInfo', {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,phone-platform,app-product-type',
    },
  });

describe('CORS', () => {
  it("grants credentialed CORS to the simulator's own pages on its own port", async () => {
    for (const host of OWN_HOST_NAMES) {
      const origin = `http://${host}:${sim.port}`;
      const res = await preflight(origin);
      expect(res.status, origin).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toContain('Origin');
    }
  });

  it('refuses every other origin: another port, another name, null, https', async () => {
    for (const origin of [
      'http://localhost:5399',
      `http://localhost:${sim.port + 1}`,
      'http://localhost',
      `http://evil.localhost:${sim.port}`,
      `http://sim.localhost.evil.example:${sim.port}`,
      `https://localhost:${sim.port}`,
      'null',
    ]) {
      const res = await preflight(origin);
      expect(res.status, origin).toBe(403);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(res.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });

  it("never acts for another origin's page, even one holding the official account's cookie", async () => {
    const session = 'cors-oa';
    const cookie = `sim_token=${encodeURIComponent(token(session))}`;
    const foreign = await send(signIn, {
      method: 'POST',
      headers: {
        ...OA_HEADERS,
        'Content-Type': 'text/plain',
        Origin: 'http://localhost:5399',
        Cookie: cookie,
      },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: '4003' });
    expect(sim.ctx.sessions.has(session)).toBe(false);

    // The same call from the simulator's own page goes through.
    const own = await send(signIn, {
      method: 'POST',
      headers: { ...OA_HEADERS, Origin: `http://localhost:${sim.port}`, Cookie: cookie },
      body: '{}',
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    expect(sim.ctx.sessions.has(session)).toBe(true);
  });

  it("allows the app's dev server origin only when given, and without credentials", async () => {
    const ctx = createSimContext(loadConfig(), { now: () => TODAY });
    const dev = 'http://localhost:5173';
    const listen = (server: Server) =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      );
    const withDev = createServer(createGatewayListener(ctx, { names: ownHostNames(''), devOrigins: [dev] }));
    const port = await listen(withDev);
    try {
      const res = await preflight(dev, loopbackFetch(port));
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(dev);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect((await preflight('http://localhost:5174', loopbackFetch(port))).status).toBe(403);
    } finally {
      withDev.close();
    }
    // `npm start` (and the e2e suite's simulator) has no dev origin.
    expect((await preflight(dev)).status).toBe(403);
  });
});
