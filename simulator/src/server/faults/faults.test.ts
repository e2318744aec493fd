// Each fault kind through the real router: per endpoint or for all, with `times`, and no leaks.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@merchant-h5/sdk';
import { getSession, sessionState } from '../state/session';
import {
  callEndpoint,
  hostAppHeaders,
  startSimulator,
  type RunningSimulator,
} from '../gateway/testing/harness';
import { addFault, parseFaultSpec, takeFaults } from './store';
import type { FaultSpec } from '../../shared/faults';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator({ hangTimeoutMs: 300 });
});
afterAll(() => sim.close());

const known = (name: string) => Object.hasOwn(endpoints, name);
const fault = (session: string, spec: FaultSpec) =>
  addFault(getSession(sim.ctx, session), parseFaultSpec(spec, known));

describe('fault kinds', () => {
  it('latency delays, then answers normally (fixed + jitter)', async () => {
    fault('f-lat', { kind: 'latency', latencyMs: 150, jitterMs: 50, endpoint: 'myInfo' });
    const started = performance.now();
    const res = await callEndpoint(sim, endpoints.myInfo, { session: 'f-lat' });
    const took = performance.now() - started;
    expect(res.json?.code).toBe('200');
    // A lower bound only: timers never fire early, but a busy machine may be slow (no upper bounds).
    expect(took).toBeGreaterThanOrEqual(145);
    await callEndpoint(sim, endpoints.appMessageCount, { session: 'f-lat' });
    const last = sim.ctx.logs.list({ session: 'f-lat', kind: 'http' }).at(-1)!;
    expect(last.detail).toMatchObject({ faults: [] });
  });

  it('status answers that HTTP status with its status text', async () => {
    fault('f-status', { kind: 'status', status: 503, times: 1 });
    const res = await callEndpoint(sim, endpoints.myInfo, { session: 'f-status' });
    expect(res.status).toBe(503);
    expect(res.text).toBe('Service Unavailable');
    expect((await callEndpoint(sim, endpoints.myInfo, { session: 'f-status' })).status).toBe(200);
  });

  it('business answers the envelope with the code and message, sealed when sealing applies', async () => {
    fault('f-biz', { kind: 'business', code: '9999', msg: '系统繁忙', endpoint: 'integralHome' });
    const res = await callEndpoint(sim, endpoints.integralHome, { session: 'f-biz' });
    expect(res.json).toEqual({ code: '9999', msg: '系统繁忙', data: null });
    expect((await callEndpoint(sim, endpoints.myInfo, { session: 'f-biz' })).json?.code).toBe('200');
  });

  it('malformed answers 200 with a body that is not JSON', async () => {
    fault('f-mal', { kind: 'malformed', times: 2 });
    const res = await callEndpoint(sim, endpoints.myInfo, { session: 'f-mal' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('<html>oops');
    expect(getSession(sim.ctx, 'f-mal').faults[0]?.hits).toBe(1);
  });

  it('truncated answers 200 with the JSON cut short', async () => {
    fault('f-trunc', { kind: 'truncated', endpoint: 'myInfo', times: 1 });
    const res = await callEndpoint(sim, endpoints.myInfo, { session: 'f-trunc' });
    expect(res.status).toBe(200);
    expect(res.json).toBeUndefined();
    expect(res.text.startsWith('{"code":"200"')).toBe(true);
    expect(getSession(sim.ctx, 'f-trunc').faults).toHaveLength(0);
  });

  it('drop destroys the connection', async () => {
    fault('f-drop', { kind: 'drop', times: 1 });
    const error = await callEndpoint(sim, endpoints.myInfo, { session: 'f-drop' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((await callEndpoint(sim, endpoints.myInfo, { session: 'f-drop' })).status).toBe(200);
  });

  it('a lost answer (dropped, cut or late) still acted once: the same key gets the kept answer', async () => {
    for (const [session, spec] of [
      ['f-lost-drop', { kind: 'drop' }],
      ['f-lost-cut', { kind: 'truncated' }],
      ['f-lost-late', { kind: 'latency', latencyMs: 200 }],
    ] as const) {
      fault(session, { ...spec, endpoint: 'integralExchange', times: 1 });
      const state = () => sessionState(sim.ctx, getSession(sim.ctx, session));
      const balance = state().points.balance;
      const orders = state().integralOrders.length;
      const send = (signal?: AbortSignal) =>
        callEndpoint(sim, endpoints.integralExchange, {
          session,
          body: { commodityId: 'C007' },
          headers: { 'Idempotency-Key': `${session}-key` },
          ...(signal ? { signal } : {}),
        });
      // The client gives up before the late answer, as the app's timeout does.
      await send(spec.kind === 'latency' ? AbortSignal.timeout(50) : undefined).catch(() => undefined);
      await vi.waitFor(() => expect(state().integralOrders.length).toBe(orders + 1));
      const again = await send();
      expect(again.json?.code).toBe('200');
      expect(state().integralOrders.length).toBe(orders + 1);
      expect(state().points.balance).toBe(balance - 300);
    }
  });

  it('hang never answers; it ends when the client leaves', async () => {
    fault('f-hang', { kind: 'hang', times: 1 });
    const controller = new AbortController();
    const pending = fetch(`${sim.url}/gateway/user-service/my/myInfo`, {
      method: 'POST',
      headers: hostAppHeaders(sim.ctx, 'f-hang'),
      body: '{}',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    await expect(pending).rejects.toThrow();
    await vi.waitFor(
      () => {
        const entry = sim.ctx.logs.list({ session: 'f-hang', kind: 'http' }).at(-1);
        expect(entry?.detail).toMatchObject({ outcome: 'hang', status: null, faults: ['hang'] });
      },
      { timeout: 5_000 },
    );
  });

  it('hang ends with 504 after the hang timeout when the client waits', async () => {
    fault('f-hang2', { kind: 'hang', times: 1 });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: sim.port,
          method: 'POST',
          path: '/gateway/user-service/my/myInfo',
          headers: hostAppHeaders(sim.ctx, 'f-hang2'),
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
    expect(status).toBe(504);
  });
});

describe('fault selection', () => {
  it("prefers the endpoint's own fault over one for all, and counts times per hit", () => {
    const session = getSession(sim.ctx, 'f-sel');
    addFault(session, { kind: 'status', status: 500 });
    addFault(session, { kind: 'business', code: '1', endpoint: 'myInfo', times: 1 });
    expect(takeFaults(session, 'myInfo').answer?.kind).toBe('business');
    expect(takeFaults(session, 'myInfo').answer?.kind).toBe('status');
    expect(session.faults).toHaveLength(1);
  });

  it('rejects bad fault descriptions with a reason', () => {
    expect(() => parseFaultSpec({ kind: 'explode' }, known)).toThrow(/kind must be one of/);
    expect(() => parseFaultSpec({ kind: 'status' }, known)).toThrow(/status needs status/);
    expect(() => parseFaultSpec({ kind: 'latency' }, known)).toThrow(/latency needs/);
    expect(() => parseFaultSpec({ kind: 'business', code: '200' }, known)).toThrow(/business needs code/);
    expect(() => parseFaultSpec({ kind: 'drop', endpoint: 'nope' }, known)).toThrow(/unknown endpoint/);
    expect(() => parseFaultSpec({ kind: 'drop', times: 0 }, known)).toThrow(/times/);
  });
});
