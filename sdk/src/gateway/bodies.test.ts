// Request bodies per cipher mode and response opening, checked on the server side.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGateway } from './create-gateway';
import {
  isBusinessError,
  isGatewayConfigError,
  isInvalidRequestError,
  isProtocolError,
} from './errors/index';
import { sendJson, startTestServer } from './testing/test-server';
import type { TestServer } from './testing/test-server';
import { devPublicKey, devTripleDesSecret } from '../envelope/testing/dev-keys';
import { nodeAesEncrypt, nodeTripleDesEncrypt, openSealedRequest } from '../envelope/testing/server-side';
import type { GatewayOptions } from './types';

const KEY = '00112233445566778899aabbccddeeff';
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((_, res) => sendJson(res, 200, { code: '200', data: null }));
});
afterEach(() => server.close());

const gatewayFor = (extra: Partial<GatewayOptions> = {}) =>
  createGateway({ baseUrl: server.baseUrl, environment: 'production', publicKey: devPublicKey, ...extra });
const lastBody = () => server.received.at(-1)!.body;

describe('request bodies', () => {
  it('production seals by default; the server opens it with the private key', async () => {
    await gatewayFor().post('user-service', 'my/myInfo', { body: { merchantNo: 'M0001', memo: '积分😀' } });
    expect(lastBody()).toMatch(/^[0-9a-f]{256}\|/);
    expect(JSON.parse(openSealedRequest(lastBody()).json)).toEqual({ merchantNo: 'M0001', memo: '积分😀' });
    expect(server.received[0]!.headers['content-type']).toBe('application/json;charset=UTF-8');
  });

  it('other environments send plain JSON; cipherMode can seal them, never unseal production', async () => {
    await gatewayFor({ environment: 'test' }).post('user-service', 'x', { body: { a: 1 } });
    expect(lastBody()).toBe('{"a":1}');
    await gatewayFor({ environment: 'alpha', cipherMode: 'plain' }).put('user-service', 'x', {
      body: { a: 2 },
    });
    expect(lastBody()).toBe('{"a":2}');
    let refused: unknown;
    try {
      gatewayFor({ cipherMode: 'plain' });
    } catch (error) {
      refused = error;
    }
    expect(isGatewayConfigError(refused) && refused.message).toMatch(/production always seals/);
    await gatewayFor({ environment: 'mock', cipherMode: 'encrypted' }).delete('user-service', 'x', {
      body: { a: 3 },
    });
    expect(JSON.parse(openSealedRequest(lastBody()).json)).toEqual({ a: 3 });
    expect(server.received.map((r) => r.method)).toEqual(['POST', 'PUT', 'DELETE']);
  });

  it('a whitelisted body goes plain without the flag, even in production', async () => {
    await gatewayFor().post('user-service', 'sendCode', {
      body: { isInWitheList: true, phone: '13800000000' },
    });
    expect(lastBody()).toBe('{"phone":"13800000000"}');
  });

  it('GET carries no body and refuses one', async () => {
    await gatewayFor().get('user-service', 'list', { query: { pageNo: 1, skip: undefined, q: '商户 a&b' } });
    expect(server.received[0]).toMatchObject({
      method: 'GET',
      body: '',
      url: '/gateway/user-service/list?pageNo=1&q=%E5%95%86%E6%88%B7+a%26b',
    });
    const error = await gatewayFor()
      .get('user-service', 'list', { body: { a: 1 } })
      .catch((e: unknown) => e);
    expect(isInvalidRequestError(error) && error.message).toMatch(/cannot carry a body/);
    expect(server.received).toHaveLength(1);
  });

  it('an unusable public key fails at createGateway, not on every call', () => {
    for (const publicKey of [
      '',
      'not a key',
      '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
    ]) {
      expect(() => gatewayFor({ publicKey })).toThrow(/publicKey is not a usable RSA public key/);
    }
  });
});

describe('responses', () => {
  const envelope = { code: '200', msg: '成功', data: { points: 1200 } };

  it('opens sealed answers via ENCRYPT-KEY, 3DES-unwrapped for the mini-program client', async () => {
    server.handle((_, res) =>
      sendJson(res, 200, nodeAesEncrypt(JSON.stringify(envelope), KEY), { 'ENCRYPT-KEY': KEY }),
    );
    await expect(gatewayFor().post('user-service', 'x', { body: {} })).resolves.toEqual({ points: 1200 });
    server.handle((_, res) =>
      sendJson(res, 200, nodeAesEncrypt(JSON.stringify(envelope), KEY), {
        'ENCRYPT-KEY': nodeTripleDesEncrypt(KEY, devTripleDesSecret),
      }),
    );
    await expect(
      gatewayFor({ tripleDesSecret: devTripleDesSecret }).post('user-service', 'x', { body: {} }),
    ).resolves.toEqual({ points: 1200 });
  });

  it('unparsable text: send resolves {status, result: rawText}; request fails with a ProtocolError reading 接口失败', async () => {
    server.handle((_, res) => sendJson(res, 200, '<html>维护中</html>'));
    await expect(gatewayFor().send('user-service', 'x')).resolves.toEqual({
      status: 200,
      result: '<html>维护中</html>',
    });
    const error = await gatewayFor()
      .request('user-service', 'x')
      .catch((e: unknown) => e);
    expect(isBusinessError(error)).toBe(false);
    expect(isProtocolError(error) && [error.message, error.reason, error.status]).toEqual([
      '接口失败',
      'not-an-envelope',
      200,
    ]);
  });

  it('a body that does not decrypt with its ENCRYPT-KEY is a ProtocolError, not a business failure', async () => {
    server.handle((_, res) => sendJson(res, 200, 'AAAA', { 'ENCRYPT-KEY': KEY }));
    const error = await gatewayFor()
      .send('user-service', 'x')
      .catch((e: unknown) => e);
    expect(isProtocolError(error) && [error.message, error.reason]).toEqual(['接口失败', 'undecryptable']);
  });

  it('a 3DES-wrapped ENCRYPT-KEY without a configured secret fails loudly', async () => {
    server.handle((_, res) =>
      sendJson(res, 200, nodeAesEncrypt(JSON.stringify(envelope), KEY), {
        'ENCRYPT-KEY': nodeTripleDesEncrypt(KEY, devTripleDesSecret),
      }),
    );
    const error = await gatewayFor()
      .post('user-service', 'x', { body: {} })
      .catch((e: unknown) => e);
    expect(isProtocolError(error) && error.reason).toBe('undecryptable');
    expect(String((error as Error).cause)).toMatch(/tripleDesSecret/);
  });

  it("business failures: msg, or 接口失败 without one; code must be the string '200'", async () => {
    for (const [body, message] of [
      [{ code: '5001', msg: '余额不足' }, '余额不足'],
      [{ code: '5002' }, '接口失败'],
      [{ code: '5003', msg: '' }, '接口失败'],
      [{ code: 200, data: 1 }, '接口失败'],
    ] as const) {
      server.handle((_, res) => sendJson(res, 200, body));
      const error = await gatewayFor()
        .post('user-service', 'x', { body: {} })
        .catch((e: unknown) => e);
      expect(isBusinessError(error) && error.message).toBe(message);
    }
  });

  it('call() fills {placeholders} URL-encoded and uses the endpoint method', async () => {
    server.handle((_, res) => sendJson(res, 200, { code: '200', data: [1] }));
    const endpoint = {
      name: 'detail',
      service: 'pos-user-service',
      path: 'record/{orderNo}/detail',
      method: 'PUT',
      summary: '',
    } as const;
    await expect(
      gatewayFor({ environment: 'test' }).call(endpoint, {
        params: { orderNo: 'A/1 2' },
        body: { a: 1 },
        query: { t: 1 },
      }),
    ).resolves.toEqual([1]);
    expect(server.received[0]).toMatchObject({
      method: 'PUT',
      url: '/gateway/pos-user-service/record/A%2F1%202/detail?t=1',
    });
    // The compiler refuses the missing param; a JavaScript caller still gets a clear rejection.
    // @ts-expect-error params.orderNo is required by the path
    await expect(gatewayFor().call(endpoint, { body: {} })).rejects.toThrow(/orderNo/);
  });
});
