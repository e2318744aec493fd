// The gateway as `npm start` serves it: outside Express (app.ts createRequestListener), with the same
// headers, CORS, limits and answers the Express mount gives (requests.test.ts covers that one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../hosts/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const gateway = (path: string, init?: RequestInit) => fetch(`${server.url}/gateway/${path}`, init);

describe('the gateway outside Express', () => {
  it('answers with nosniff and CORP and none of the document policies', async () => {
    const res = await gateway('user-service/my/myInfo', { method: 'POST', body: '{}' });
    expect(res.status).toBe(400); // no access-context headers: 4001
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('answers a loopback preflight, and names no origin for a foreign one', async () => {
    const origin = `http://test.localhost:${new URL(server.url).port}`;
    const ok = await gateway('user-service/my/myInfo', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-headers': 'token,content-type' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
    expect(ok.headers.get('access-control-allow-headers')).toBe('token,content-type');
    const foreign = await gateway('user-service/my/myInfo', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over the limit with 4013 and a compressed body with 415, and keeps serving', async () => {
    const big = await gateway('user-service/my/myInfo', {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: '4013' });
    const zipped = await gateway('user-service/my/myInfo', {
      method: 'POST',
      headers: { 'content-encoding': 'gzip' },
      body: 'x',
    });
    expect(zipped.status).toBe(415);
    expect((await gateway('user-service/my/myInfo', { method: 'POST', body: '{}' })).status).toBe(400);
  });

  it('answers 4004 for a path with no endpoint, and 4005 for the wrong method', async () => {
    expect(await (await gateway('user-service')).json()).toMatchObject({ code: '4004' });
    expect(await (await gateway('user-service/nothing/here', { method: 'POST' })).json()).toMatchObject({
      code: '4004',
    });
    expect(await (await gateway('user-service/my/myInfo', { method: 'GET' })).json()).toMatchObject({
      code: '4005',
    });
  });

  it('reads the query of a GET as the input', async () => {
    const res = await gateway('pos-operation-service/integral/detail/C001?x=1&x=2');
    expect(res.status).toBe(400); // no access-context headers: 4001
    const log = (await (await fetch(`${server.url}/__sim/logs?session=*`)).json()) as {
      entries: Array<{ summary: string }>;
    };
    expect(
      log.entries.some((e) =>
        e.summary.startsWith('GET /pos-operation-service/integral/detail/C001?x=1&x=2 → 400'),
      ),
    ).toBe(true);
  });
});
