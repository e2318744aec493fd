// Issue 11: no web page other than the simulator's own drives the control API, and no page under a
// foreign name (DNS rebinding) reads anything. Against the real app on port 0.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../hosts/test-server';
import { getSession } from '../state/session';
import { MAX_FAULTS_PER_SESSION } from '../faults/store';
import { OWN_HOST_NAMES, ownHostNames } from './own-hosts';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({ app: { allowedHosts: '192.168.1.20' } });
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

interface Sent {
  status: number;
  text: string;
}

/** A raw request, so the test sets Host and Origin as an attacker's browser would. */
function send(
  method: string,
  path: string,
  options: { host?: string | null; headers?: Record<string, string>; body?: string } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.host !== null) headers.host = options.host ?? `localhost:${port}`;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, setHost: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = { 'content-type': 'application/json' };

describe('Host: only the simulator’s own names on its port', () => {
  it.each(['/__sim/logs?session=*', '/__sim/host', '/h5/', '/', '/gateway/user-service/my/myInfo'])(
    'a rebinding page (evil.example:<port>) reads nothing at %s',
    async (path) => {
      const res = await send('GET', path, { host: `evil.example:${port}` });
      expect(res.status).toBe(421);
      expect(res.text).not.toMatch(/sim-token|entries|<html/);
    },
  );

  it.each([...OWN_HOST_NAMES, '192.168.1.20'])('answers %s on its own port', async (name) => {
    expect((await send('GET', '/__sim/host', { host: `${name}:${port}` })).status).toBe(200);
  });

  it('refuses its own names on another port, a name with no port, and a request with no Host', async () => {
    expect((await send('GET', '/__sim/host', { host: `localhost:${port + 1}` })).status).toBe(421);
    expect((await send('GET', '/__sim/host', { host: 'localhost' })).status).toBe(421);
    expect((await send('GET', '/__sim/host', { host: 'localhost.evil.example' })).status).toBe(421);
    // Node itself answers 400 to an HTTP/1.1 request without Host.
    expect([400, 421]).toContain((await send('GET', '/__sim/host', { host: null })).status);
  });

  it('reads SIM_ALLOWED_HOSTS as names only', () => {
    expect(OWN_HOST_NAMES).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      'test.localhost',
      'alpha.localhost',
      'prod.localhost',
    ]);
    expect(ownHostNames(' 192.168.1.20 , Sim.LAN ')).toEqual(
      new Set([...OWN_HOST_NAMES, '192.168.1.20', 'sim.lan']),
    );
    expect(() => ownHostNames('sim.lan:5170')).toThrow(/SIM_ALLOWED_HOSTS/);
    expect(() => ownHostNames('http://sim.lan')).toThrow(/SIM_ALLOWED_HOSTS/);
  });
});

describe('writes: JSON only, from the simulator’s own origins', () => {
  it.each([
    ['text/plain', '{"kind":"drop"}'],
    ['text/plain;charset=UTF-8', '{"kind":"drop"}'],
    ['application/x-www-form-urlencoded', 'kind=drop'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('415 for a %s POST: the fault is not added', async (type, body) => {
    const res = await send('POST', '/__sim/faults?session=w-1', { headers: { 'content-type': type }, body });
    expect(res.status).toBe(415);
    expect(JSON.parse(res.text)).toMatchObject({ error: { code: 'json_only' } });
    expect(getSession(server.ctx, 'w-1').faults).toEqual([]);
  });

  it('415 for a write with no content type, body or not (a no-cors POST cannot revoke a token)', async () => {
    expect((await send('POST', '/__sim/tokens/revoke?session=w-2')).status).toBe(415);
    expect((await send('DELETE', '/__sim/logs?session=*')).status).toBe(415);
    expect(getSession(server.ctx, 'w-2').tokenStatus).toBe('valid');
  });

  it.each([
    'http://evil.example',
    'null',
    `http://evil.example:${port}`,
    `http://localhost:${port + 1}`,
    `https://localhost:${port}`,
  ])('403 for a JSON write from origin %s', async (origin) => {
    const res = await send('POST', '/__sim/tokens/revoke?session=w-3', {
      headers: { ...json, origin },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text)).toMatchObject({ error: { code: 'foreign_origin' } });
    expect(getSession(server.ctx, 'w-3').tokenStatus).toBe('valid');
  });

  it('takes JSON writes from its own origins (the harness, an H5 on test.localhost) and from scripts with no Origin', async () => {
    for (const origin of [`http://localhost:${port}`, `http://test.localhost:${port}`, undefined]) {
      const res = await send('POST', '/__sim/tokens/revoke?session=w-4', {
        headers: { ...json, ...(origin ? { origin } : {}) },
        body: '{}',
      });
      expect(res.status).toBe(200);
    }
    expect(getSession(server.ctx, 'w-4').tokenStatus).toBe('revoked');
  });

  it('reads stay open to a plain GET (no content type needed)', async () => {
    expect((await send('GET', '/__sim/faults?session=w-5')).status).toBe(200);
  });
});

describe('bounds', () => {
  it(`keeps at most ${MAX_FAULTS_PER_SESSION} faults per session`, async () => {
    const many = Array.from({ length: MAX_FAULTS_PER_SESSION + 1 }, () => ({ kind: 'drop' }));
    const tooMany = await send('PUT', '/__sim/faults?session=b-1', {
      headers: json,
      body: JSON.stringify(many),
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.parse(tooMany.text)).toMatchObject({ error: { code: 'too_many_faults' } });
    const full = await send('PUT', '/__sim/faults?session=b-1', {
      headers: json,
      body: JSON.stringify(many.slice(1)),
    });
    expect(full.status).toBe(200);
    const one = await send('POST', '/__sim/faults?session=b-1', { headers: json, body: '{"kind":"drop"}' });
    expect(one.status).toBe(409);
    expect(getSession(server.ctx, 'b-1').faults).toHaveLength(MAX_FAULTS_PER_SESSION);
  });

  it('answers 413 for a control body over 100 KB and keeps serving', async () => {
    const body = JSON.stringify({ scenario: 'x'.repeat(101 * 1024) });
    const res = await send('PUT', '/__sim/scenario?session=b-2', { headers: json, body });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({ error: { code: 'too_large' } });
    expect((await send('GET', '/__sim/scenario?session=b-2')).status).toBe(200);
  });
});

describe('the bridge log: written by the host shim only', () => {
  /** The page the simulator serves, and the key it hands its shim. */
  async function pageKey(session: string): Promise<string> {
    const page = await send('GET', `/h5/?__host=android&__session=${session}`);
    const key =
      /<meta name="sim-bridge-key" content="([^"]+)">\s*<script nonce="[^"]+" data-shim="\/__sim\/shim\.js/.exec(
        page.text,
      )?.[1];
    expect(key).toBeTruthy();
    return key!;
  }
  const entry = (session: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ session, direction: 'web→native', kind: 'call', functionName: 'login', ...extra });
  const bridgeEntries = (session: string) => server.ctx.logs.list({ session, kind: 'bridge' });

  it('takes a report carrying the key of a page of that session', async () => {
    const key = await pageKey('k-1');
    const res = await send('POST', '/__sim/bridge-log', {
      headers: { ...json, 'x-sim-bridge-key': key, origin: `http://localhost:${port}` },
      body: entry('k-1'),
    });
    expect(res.status).toBe(204);
    expect(bridgeEntries('k-1')).toHaveLength(1);
  });

  it('403 without a key, with a made-up key, or with the key of another session', async () => {
    const other = await pageKey('k-other');
    for (const key of [undefined, 'AAAA.BBBB', other, `${other}x`]) {
      const res = await send('POST', '/__sim/bridge-log', {
        headers: { ...json, ...(key ? { 'x-sim-bridge-key': key } : {}) },
        body: entry('k-2', { kind: 'answer', responseId: 'native-1' }),
      });
      expect(res.status).toBe(403);
    }
    expect(bridgeEntries('k-2')).toHaveLength(0);
  });

  it('takes a report up to 256 KB (a photo in a payload), not more', async () => {
    const key = await pageKey('k-3');
    const headers = { ...json, 'x-sim-bridge-key': key };
    const ok = await send('POST', '/__sim/bridge-log', {
      headers,
      body: entry('k-3', { data: { image: 'a'.repeat(200 * 1024) } }),
    });
    expect(ok.status).toBe(204);
    const big = await send('POST', '/__sim/bridge-log', {
      headers,
      body: entry('k-3', { data: { image: 'a'.repeat(260 * 1024) } }),
    });
    expect(big.status).toBe(413);
  });

  it('serves the page that carries a key with no-store, and a fresh key per load', async () => {
    expect(await pageKey('k-4')).not.toBe(await pageKey('k-4'));
  });
});
