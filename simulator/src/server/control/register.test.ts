// The /__sim routes registered from their declarations, host and control routes by the one
// registrar: each answers as its kind says (JSON, 204 for null, a raw script, a stream), refusals
// keep their own bodies, a refused write creates no session, an error of no known kind goes where
// its router sends it, and the action types refuse a missing route or an answer of the wrong shape.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimContext, loadConfig } from '../context';
import { startTestServer, type TestServer } from '../hosts/test-server';
import type { ControlAction, ControlActions, HostActions } from './action';
import { registerRoutes } from './register';

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

describe('an error of no known kind', () => {
  const ctx = createSimContext(loadConfig());
  const failing = (otherErrors: 'answer' | 'next') =>
    registerRoutes(
      ctx,
      { 'GET /state': { run: () => Promise.reject(new Error('broken')) } },
      { otherErrors },
    );
  const toApp: ErrorRequestHandler = (_error, _req, res, _next) =>
    void res.status(500).json({ error: 'app' });
  let listening: Server;
  let base = '';
  beforeAll(async () => {
    const app = express();
    app.use('/answer', failing('answer'), toApp);
    app.use('/next', failing('next'), toApp);
    listening = createServer(app);
    await new Promise<void>((done) => listening.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => listening.close(() => done())));

  it('is answered by the control router, {error: {code: internal}}, and left to the app by a host router', async () => {
    const answered = await fetch(`${base}/answer/state`);
    expect(answered.status).toBe(500);
    expect(await answered.json()).toEqual({ error: { code: 'internal', message: 'broken' } });
    const passed = await fetch(`${base}/next/state`);
    expect(passed.status).toBe(500);
    expect(await passed.json()).toEqual({ error: 'app' });
  });
});

// Never called: the compiler checks these.
export function typeMisuses(actions: HostActions<'wallet'>, control: ControlActions): unknown[] {
  // @ts-expect-error a declared wallet route without its action
  const missing: HostActions<'wallet'> = { 'GET /wallet': actions['GET /wallet'] };
  // @ts-expect-error a declared control route without its action
  const missingControl: ControlActions = { 'GET /': control['GET /'] };
  const wrongAnswer: ControlAction<'PUT /wallet'> = {
    // @ts-expect-error the wallet answers resultStatus, not status
    run: (s) => ({ session: s.id, status: '9000', settleAfterMs: 0 }),
  };
  const wrongControlAnswer: ControlAction<'PUT /cipher'> = {
    // @ts-expect-error PUT /cipher answers responseCipher, not cipher
    run: (s) => ({ session: s.id, cipher: 'plain' }),
  };
  // @ts-expect-error the shim is raw: it writes its answer, it has no run
  const rawRun: ControlAction<'GET /shim.js'> = { scope: 'none', run: () => '' };
  // @ts-expect-error PUT /scenario answers JSON: it runs, it does not write its own answer
  const jsonSend: ControlAction<'PUT /scenario'> = { send: () => undefined };
  // @ts-expect-error DELETE /host answers 204 (null), not a body
  const deleted: ControlAction<'DELETE /host'> = { scope: 'id', run: () => ({ ok: true }) };
  const idScope: ControlAction<'GET /faults'> = {
    scope: 'id',
    // @ts-expect-error scope `id` passes the session's id, not a session
    run: (s) => ({ session: s.id, faults: s.faults }),
  };
  const undeclared: ControlAction<'PUT /scenario'> = {
    // @ts-expect-error PUT /scenario's body declares `scenario`, not `name`
    guard: ({ body }) => void body.name,
    run: (s) => ({ session: s.id, scenario: s.scenario }),
  };
  return [
    missing,
    missingControl,
    wrongAnswer,
    wrongControlAnswer,
    rawRun,
    jsonSend,
    deleted,
    idScope,
    undeclared,
  ];
}
