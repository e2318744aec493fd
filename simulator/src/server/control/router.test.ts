// The control API as QA scripts and e2e tests use it: plain JSON over HTTP, clear 400s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@merchant-h5/sdk';
import { callEndpoint, startSimulator, type RunningSimulator } from '../gateway/testing/harness';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

async function control(method: string, path: string, body?: unknown) {
  const res = await fetch(`${sim.url}/__sim${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('control API', () => {
  it('indexes every control call, the host router ones included', async () => {
    const { status, body } = await control('GET', '/');
    expect(status).toBe(200);
    const routes = (body.routes as Array<{ method: string; path: string }>).map(
      (r) => `${r.method} ${r.path}`,
    );
    for (const r of [
      'GET /__sim/host',
      'PUT /__sim/host',
      'POST /__sim/native-call',
      'GET /__sim/events',
      'POST /__sim/bridge-log',
      'PUT /__sim/scenario',
      'POST /__sim/reset',
      'PUT /__sim/faults',
      'GET /__sim/logs',
      'POST /__sim/tokens/revoke',
      'PUT /__sim/cipher',
      'POST /__sim/certification/advance',
      'GET /__sim/state',
    ]) {
      expect(routes).toContain(r);
    }
    expect((body.gateway as { codes: Record<string, string> }).codes['3001']).toBe('今日已签到');
  });

  it('switches the scenario of a session; the page token of the old scenario does not switch it back', async () => {
    expect((await control('PUT', '/scenario?session=c-1', { scenario: 'new-merchant' })).body).toEqual({
      session: 'c-1',
      scenario: 'new-merchant',
    });
    const info = await callEndpoint(sim, endpoints.myInfo, { session: 'c-1', scenario: 'certified' });
    expect(info.json?.data.certStatus).toBe('none');
    const relogin = await callEndpoint(sim, endpoints.myInfo, { session: 'c-1', scenario: 'paid-member' });
    expect(relogin.json?.data.vipStatus).toBe('1');
    expect((await control('GET', '/scenario?session=c-1')).body).toMatchObject({ scenario: 'paid-member' });
  });

  it('resets state, revokes and restores tokens, sets the cipher', async () => {
    await callEndpoint(sim, endpoints.activitySignInDo, { session: 'c-2' });
    expect(((await control('GET', '/state?session=c-2')).body.points as { balance: number }).balance).toBe(
      5690,
    );
    await control('POST', '/reset?session=c-2');
    expect(((await control('GET', '/state?session=c-2')).body.points as { balance: number }).balance).toBe(
      5680,
    );
    expect((await control('POST', '/tokens/revoke?session=c-2')).body.tokenStatus).toBe('revoked');
    expect((await callEndpoint(sim, endpoints.myInfo, { session: 'c-2' })).status).toBe(401);
    await control('POST', '/tokens/restore?session=c-2');
    expect((await callEndpoint(sim, endpoints.myInfo, { session: 'c-2' })).status).toBe(200);
    await control('PUT', '/cipher?session=c-2', { responseCipher: 'encrypted' });
    expect(
      (await callEndpoint(sim, endpoints.myInfo, { session: 'c-2' })).headers.get('encrypt-key'),
    ).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sets, lists and deletes faults', async () => {
    const set = await control('PUT', '/faults?session=c-3', [
      { kind: 'business', code: '9001', msg: '维护中', endpoint: 'myInfo' },
      { kind: 'latency', latencyMs: 5 },
    ]);
    expect((set.body.faults as unknown[]).length).toBe(2);
    expect((await callEndpoint(sim, endpoints.myInfo, { session: 'c-3' })).json).toMatchObject({
      code: '9001',
      msg: '维护中',
    });
    const added = await control('POST', '/faults?session=c-3', { kind: 'drop', times: 1 });
    expect(added.body.fault).toMatchObject({ kind: 'drop', times: 1, hits: 0 });
    expect((await control('DELETE', '/faults?session=c-3&endpoint=myInfo')).body.removed).toBe(1);
    expect((await control('DELETE', '/faults?session=c-3')).body).toMatchObject({ removed: 2, faults: [] });
  });

  it('serves logs by session, kind and since, and clears them', async () => {
    await callEndpoint(sim, endpoints.myInfo, { session: 'c-4' });
    const { body } = await control('GET', '/logs?session=c-4&kind=http');
    const entries = body.entries as Array<{ id: number; detail: { endpoint: string } }>;
    expect(entries.map((e) => e.detail.endpoint)).toEqual(['myInfo']);
    expect(
      ((await control('GET', `/logs?session=c-4&since=${entries[0]!.id}`)).body.entries as unknown[]).length,
    ).toBe(0);
    await control('DELETE', '/logs?session=c-4');
    expect(((await control('GET', '/logs?session=c-4')).body.entries as unknown[]).length).toBe(0);
  });

  it('summarises state for QA', async () => {
    const { body } = await control('GET', '/state?session=c-5');
    expect(body).toMatchObject({
      session: 'c-5',
      scenario: 'certified',
      certification: { status: 'passed' },
      points: { balance: 5680, signedToday: false },
      messages: { unreadCount: 7 },
    });
    expect((body.deviceApplications as unknown[]).length).toBe(4);
  });

  it('advances the certification one step at a time', async () => {
    await control('PUT', '/scenario?session=c-6', { scenario: 'new-merchant' });
    expect((await control('POST', '/certification/advance?session=c-6')).body).toMatchObject({
      from: 'none',
      status: 'auditing',
    });
    expect(
      (await control('POST', '/certification/advance?session=c-6', { outcome: 'passed' })).body,
    ).toMatchObject({ from: 'auditing', status: 'passed' });
    const done = await control('POST', '/certification/advance?session=c-6');
    expect(done.status).toBe(409);
  });

  it.each([
    ['PUT', '/scenario', { scenario: 'rich' }, 'invalid_scenario'],
    ['GET', '/state?session=bad%20id', undefined, 'invalid_session'],
    ['PUT', '/cipher', { responseCipher: 'rot13' }, 'invalid_cipher'],
    ['PUT', '/faults', { kind: 'status' }, 'invalid_fault'],
    ['POST', '/faults', { kind: 'hang', endpoint: 'noSuchCall' }, 'invalid_fault'],
    ['GET', '/logs?kind=tcp', undefined, 'invalid_kind'],
    ['POST', '/certification/advance', { outcome: 'maybe' }, 'invalid_outcome'],
    ['PUT', '/scenario', '{"scenario":', 'invalid_json'],
  ])('%s %s answers 400 %s', async (method, path, body, code) => {
    const res = await control(method, path, body);
    expect(res.status).toBe(400);
    expect((res.body.error as { code: string }).code).toBe(code);
  });
});
