// Wire protocol v1 on the gateway's side: sealed and plain bodies both ways, environments from the
// Host header, the 3DES-wrapped key for the mini program, and identity (401).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession } from '../state/session';
import { openAnswer, sealBody, sealHeader } from './testing/client-seal';
import { hostAppHeaders, startSimulator, token, type RunningSimulator } from './testing/harness';
import { loopbackFetch } from './testing/loopback-fetch';

let sim: RunningSimulator;
let send: typeof fetch;
beforeAll(async () => {
  sim = await startSimulator();
  send = loopbackFetch(sim.port);
});
afterAll(() => sim.close());

const myInfo = (host = 'localhost') => `http://${host}/gateway/user-service/my/myInfo`;

describe('bodies and sealing', () => {
  it('opens a sealed body and seals the answer with a fresh key exposed to CORS', async () => {
    const headers = hostAppHeaders(sim.ctx, 'seal-1');
    const res = await send(myInfo(), {
      method: 'POST',
      headers,
      body: sealBody('{}', sim.ctx.config.publicKeyPem),
    });
    expect(res.status).toBe(200);
    const key = res.headers.get('encrypt-key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers.get('access-control-expose-headers')).toBe('ENCRYPT-KEY');
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
    const answer = openAnswer(text, key) as { code: string; data: { merchantNo: string } };
    expect(answer.code).toBe('200');
    expect(answer.data.merchantNo).toBe('M100000001');
    const second = await send(myInfo(), {
      method: 'POST',
      headers,
      body: sealBody('{}', sim.ctx.config.publicKeyPem),
    });
    expect(second.headers.get('encrypt-key')).not.toBe(key);
  });

  it('answers plain JSON to a plain body in mock, and seals everything in production', async () => {
    const headers = hostAppHeaders(sim.ctx, 'seal-2');
    const plain = await send(myInfo('localhost:5170'), {
      method: 'POST',
      headers,
      body: '{"isInWitheList":true}',
    });
    expect(plain.headers.get('encrypt-key')).toBeNull();
    expect(((await plain.json()) as { code: string }).code).toBe('200');
    const prod = await send(myInfo('prod.localhost:5170'), { method: 'POST', headers, body: '{}' });
    const key = prod.headers.get('encrypt-key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((openAnswer(await prod.text(), key) as { code: string }).code).toBe('200');
  });

  it('follows the session responseCipher override', async () => {
    const headers = hostAppHeaders(sim.ctx, 'seal-3');
    getSession(sim.ctx, 'seal-3').responseCipher = 'encrypted';
    expect(
      (await send(myInfo(), { method: 'POST', headers, body: '{}' })).headers.get('encrypt-key'),
    ).not.toBeNull();
    getSession(sim.ctx, 'seal-3').responseCipher = 'plain';
    const res = await send(myInfo('prod.localhost'), {
      method: 'POST',
      headers,
      body: sealBody('{}', sim.ctx.config.publicKeyPem),
    });
    expect(res.headers.get('encrypt-key')).toBeNull();
    expect(((await res.json()) as { code: string }).code).toBe('200');
  });

  it('wraps ENCRYPT-KEY with 3DES for the mini program', async () => {
    const headers = {
      'PHONE-PLATFORM': 'WHEATE-MIN-PROGRAM-H5',
      'APP-PRODUCT-TYPE': '03',
      APP_VERSIONS: '360',
      OSVERSION: '17',
      PLATFORM: 'iPhone',
      'PLATFORM-USER-ID': 'wx-1',
      TOKEN: sealHeader(token('mini-1'), sim.ctx.config.publicKeyPem),
    };
    const res = await send(myInfo(), {
      method: 'POST',
      headers,
      body: sealBody('{}', sim.ctx.config.publicKeyPem),
    });
    const wrapped = res.headers.get('encrypt-key')!;
    expect(wrapped).not.toMatch(/^[0-9a-f]{32}$/);
    const answer = openAnswer(await res.text(), wrapped, sim.ctx.config.tripleDesSecret) as { code: string };
    expect(answer.code).toBe('200');
  });

  it('reads GET input from the query string and path placeholders', async () => {
    const headers = hostAppHeaders(sim.ctx, 'get-1');
    const res = await send('http://localhost/gateway/pos-operation-service/integral/detail/C003', {
      headers,
    });
    expect(((await res.json()) as { data: { name: string } }).data.name).toBe('收款音箱');
    const bill = await send('http://localhost/gateway/pay-service/bill/query/detail?monthDate=202610', {
      headers,
    });
    expect(((await bill.json()) as { data: { monthDate: string } }).data.monthDate).toBe('202610');
  });
});

describe('identity', () => {
  const call = (headers: Record<string, string>, host = 'localhost') =>
    send(myInfo(host), { method: 'POST', headers, body: '{}' });

  it('answers 401 with the message for a missing or undecryptable token', async () => {
    const headers = hostAppHeaders(sim.ctx, 'id-1');
    const missing = await call({ ...headers, TOKEN: '' });
    expect(missing.status).toBe(401);
    expect(await missing.text()).toBe('登录已失效，请重新登录');
    const garbage = await call({
      ...headers,
      TOKEN: encodeURIComponent(Buffer.from('x'.repeat(128)).toString('base64')),
    });
    expect(garbage.status).toBe(401);
    const notDev = await call({ ...headers, TOKEN: sealHeader('someone-else', sim.ctx.config.publicKeyPem) });
    expect(notDev.status).toBe(401);
  });

  it('answers 401 after revoke and expiry, sealed in production, and works again after restore', async () => {
    const headers = hostAppHeaders(sim.ctx, 'id-2');
    expect((await call(headers)).status).toBe(200);
    getSession(sim.ctx, 'id-2').tokenStatus = 'revoked';
    const revoked = await call(headers, 'prod.localhost');
    expect(revoked.status).toBe(401);
    expect(openAnswer(await revoked.text(), revoked.headers.get('encrypt-key'))).toBe(
      '登录已失效，请重新登录',
    );
    getSession(sim.ctx, 'id-2').tokenStatus = 'expired';
    expect((await call(headers)).status).toBe(401);
    getSession(sim.ctx, 'id-2').tokenStatus = 'valid';
    expect((await call(headers)).status).toBe(200);
  });

  it('refuses a revoked or expired token before it adopts a scenario or resets the merchant', async () => {
    const control = (action: string) =>
      send(`http://localhost/__sim/tokens/${action}?session=id-3`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      });
    expect((await call(hostAppHeaders(sim.ctx, 'id-3', 'certified'))).status).toBe(200);
    const session = getSession(sim.ctx, 'id-3');
    const state = session.state;
    for (const action of ['revoke', 'expire']) {
      expect((await control(action)).status).toBe(200);
      // A token naming another scenario would start the session over on it (a new login).
      const other = await call(hostAppHeaders(sim.ctx, 'id-3', 'paid-member'));
      expect(other.status).toBe(401);
      expect(await other.text()).toBe('登录已失效，请重新登录');
      expect(session).toMatchObject({ scenario: 'certified', tokenScenario: 'certified' });
      expect(session.tokenStatus).toBe(action === 'revoke' ? 'revoked' : 'expired');
      expect(session.state).toBe(state);
      expect((await call(hostAppHeaders(sim.ctx, 'id-3', 'certified'))).status).toBe(401);
    }
    expect((await control('restore')).status).toBe(200);
    expect((await call(hostAppHeaders(sim.ctx, 'id-3', 'certified'))).status).toBe(200);
    expect(session.state).toBe(state);
  });

  it('identifies the official account by its sim_token cookie', async () => {
    const base = {
      'PHONE-PLATFORM': 'WHEATE-PUBLIC-SERVICE',
      'APP-PRODUCT-TYPE': '03',
      Accept: 'application/json',
    };
    expect((await call(base)).status).toBe(401);
    const res = await call({
      ...base,
      Cookie: `a=1; sim_token=${encodeURIComponent(token('oa-1', 'new-merchant'))}`,
    });
    const body = (await res.json()) as { data: { merchantNo: string } };
    expect(body.data.merchantNo).toBe('M100000077');
  });
});
