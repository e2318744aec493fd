// The host routes registered from their declarations: each answers as its kind says (JSON, 204 for
// null, a raw script, a stream), refusals keep their own bodies, a refused write creates no session,
// and the action types refuse a missing route or an answer of the wrong shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostAction, HostActions } from './action';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const url = (path: string) => `${server.url}/__sim/${path}`;
const write = (path: string, method: string, body: unknown) =>
  fetch(url(path), { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('host routes from the table', () => {
  it('answer JSON, 204 for a null answer, and the shim as a script', async () => {
    const host = await fetch(url('host?session=r1'));
    expect(host.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await host.json()).toMatchObject({ session: 'r1', connectedPages: 0 });
    const deleted = await fetch(url('host?session=r1'), {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
    });
    expect(deleted.status).toBe(204);
    const shim = await fetch(url('shim.js?session=r1'));
    expect(shim.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(shim.headers.get('cache-control')).toBe('no-store');
  });

  it('keep each router’s refusal: the host router’s {error}, the wallet’s {error: {code}}', async () => {
    const bad = 'not a session!';
    const host = await fetch(url(`host?session=${encodeURIComponent(bad)}`));
    expect(host.status).toBe(400);
    expect(await host.json()).toEqual({ error: 'session must match [A-Za-z0-9_.-]{1,64}' });
    const wallet = await fetch(url(`wallet?session=${encodeURIComponent(bad)}`));
    expect(wallet.status).toBe(400);
    expect(((await wallet.json()) as { error: { code: string } }).error.code).toBe('invalid_session');
  });

  it('refuse a pay without the page key before the session exists', async () => {
    const refused = await write('wallet/pay', 'POST', { session: 'r-none', data: {} });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'only the host shim of a page of this session pays' });
    expect(server.ctx.sessions.has('r-none')).toBe(false);
  });
});

// Never called: the compiler checks these.
export function typeMisuses(actions: HostActions<'wallet'>): unknown[] {
  // @ts-expect-error a declared wallet route without its action
  const missing: HostActions<'wallet'> = { 'GET /wallet': actions['GET /wallet'] };
  const wrongAnswer: HostAction<'PUT /wallet'> = {
    // @ts-expect-error the wallet answers resultStatus, not status
    run: (s) => ({ session: s.id, status: '9000', settleAfterMs: 0 }),
  };
  // @ts-expect-error the shim is raw: it writes its answer, it has no run
  const rawRun: HostAction<'GET /shim.js'> = { scope: 'none', run: () => '' };
  // @ts-expect-error DELETE /host answers 204 (null), not a body
  const deleted: HostAction<'DELETE /host'> = { scope: 'id', run: () => ({ ok: true }) };
  return [missing, wrongAnswer, rawRun, deleted];
}
