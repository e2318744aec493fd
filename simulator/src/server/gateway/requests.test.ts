// Requests the gateway refuses (missing headers, garbage ciphertext, bad JSON, oversized bodies,
// unknown endpoints) never crash it, and what the log keeps of each request.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@merchant-h5/sdk';
import { sealBody } from './testing/client-seal';
import { hostAppHeaders, startSimulator, token, type RunningSimulator } from './testing/harness';
import { loopbackFetch } from './testing/loopback-fetch';

let sim: RunningSimulator;
let send: typeof fetch;
beforeAll(async () => {
  sim = await startSimulator();
  send = loopbackFetch(sim.port);
});
afterAll(() => sim.close());

describe('header checks and bad requests', () => {
  const post = (headers: Record<string, string>, body: string, path = 'user-service/my/myInfo') =>
    send(`http://localhost/gateway/${path}`, { method: 'POST', headers, body });

  it.each(['PHONE-PLATFORM', 'APP-PRODUCT-TYPE', 'DEVICE-VERIFY', 'APP-VERSION'])(
    '400 4001 naming a missing %s (host app)',
    async (name) => {
      const headers = hostAppHeaders(sim.ctx, 'hdr');
      delete headers[name];
      const res = await post(headers, '{}');
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; msg: string };
      expect(body.code).toBe('4001');
      expect(body.msg).toContain(name);
    },
  );

  it('400 4001 for a mini program without APP_VERSIONS', async () => {
    const res = await post({ 'PHONE-PLATFORM': 'WHEATE-MIN-PROGRAM-H5', 'APP-PRODUCT-TYPE': '03' }, '{}');
    expect(await res.json()).toMatchObject({ code: '4001', msg: expect.stringContaining('APP_VERSIONS') });
  });

  it('answers garbage ciphertext, a wrong key and bad JSON with clear 400s', async () => {
    const headers = hostAppHeaders(sim.ctx, 'bad-1');
    const garbage = await post(headers, `${'ab'.repeat(128)}|AAAA`);
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ code: '4002' });
    const forged = sealBody('{}', sim.ctx.config.publicKeyPem).split('|');
    const wrongAes = await post(
      headers,
      `${forged[0]}|${sealBody('{}', sim.ctx.config.publicKeyPem).split('|')[1]}`,
    );
    expect(wrongAes.status).toBe(400);
    expect(await wrongAes.json()).toMatchObject({ code: '4002' });
    const badJson = await post(headers, '{"pageNum":');
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: '4000' });
    const array = await post(headers, '[1,2]');
    expect(await array.json()).toMatchObject({ code: '4000' });
  });

  it('answers 413 for a body over 1 MB and keeps serving', async () => {
    const headers = hostAppHeaders(sim.ctx, 'bad-2');
    const res = await post(headers, JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: '4013' });
    expect((await post(headers, '{}')).status).toBe(200);
  });

  it('404s an unknown endpoint and 405s a wrong method', async () => {
    const headers = hostAppHeaders(sim.ctx, 'bad-3');
    expect((await post(headers, '{}', 'user-service/nope')).status).toBe(404);
    const wrong = await send(`http://localhost/gateway/user-service/${endpoints.myInfo.path}`, {
      method: 'GET',
      headers,
    });
    expect(wrong.status).toBe(405);
    expect(await wrong.json()).toMatchObject({ code: '4005' });
  });

  it('survives a client that sends half a body and disappears', async () => {
    await new Promise<void>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port: sim.port,
        method: 'POST',
        path: '/gateway/user-service/my/myInfo',
        headers: { ...hostAppHeaders(sim.ctx, 'bad-4'), 'Content-Length': '1000' },
      });
      req.on('error', () => resolve());
      req.write('{"a":');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    expect((await post(hostAppHeaders(sim.ctx, 'bad-4'), '{}')).status).toBe(200);
  });
});

describe('the log', () => {
  it('records environment, headers incl. CANARY_ACTIVE, decrypted bodies, with secrets masked', async () => {
    const headers = { ...hostAppHeaders(sim.ctx, 'log-1'), CANARY_ACTIVE: '1' };
    const body = JSON.stringify({
      cardNo: '6225881234567898',
      phone: '13800138000',
      bankCode: '0308',
      agreementCode: 'QUICKPAY-2024',
    });
    await send('http://alpha.localhost/gateway/pos-pay-service/quickCardPay/bindCard', {
      method: 'POST',
      headers,
      body: sealBody(body, sim.ctx.config.publicKeyPem),
    });
    const [entry] = sim.ctx.logs.list({ session: 'log-1', kind: 'http' });
    const detail = entry!.detail as Record<string, unknown>;
    expect(detail).toMatchObject({
      environment: 'alpha',
      endpoint: 'quickCardPayBindCard',
      canaryActive: '1',
      requestSealed: true,
      responseSealed: true,
      status: 200,
      accessContext: 'hostApp',
    });
    expect(detail.requestBody).toEqual({
      cardNo: '622588******7898',
      phone: '138****8000',
      bankCode: '0308',
      agreementCode: 'QUICKPAY-2024',
    });
    // Header names arrive as the client spelled them (fetch lower-cases them): look up any case.
    const header = (name: string) =>
      Object.entries(detail.headers as Record<string, string>).find(([k]) => k.toUpperCase() === name)?.[1];
    expect(header('TOKEN')).toMatch(/^.{6}…$/);
    expect(header('DEVICE-VERIFY')).toMatch(/^.{6}…$/);
    expect(header('CANARY_ACTIVE')).toBe('1');
    expect(JSON.stringify(detail)).not.toContain('6225881234567898');
    expect(JSON.stringify(detail)).not.toContain('13800138000');
    expect(JSON.stringify(detail)).not.toContain(token('log-1'));
    expect((detail.responseBody as { code: string }).code).toBe('200');
  });
});
