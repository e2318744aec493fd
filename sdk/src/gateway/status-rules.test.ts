// docs/product.md §8, the rows that belong to the client, against a real HTTP server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGateway } from './create-gateway';
import { isBusinessError, isHttpStatusError, isNetworkError, isUnauthorizedError } from './errors/index';
import { startTestServer, sendJson } from './testing/test-server';
import type { TestServer } from './testing/test-server';
import { devPublicKey } from '../envelope/testing/dev-keys';
import { nodeAesEncrypt } from '../envelope/testing/server-side';

const KEY = 'abcdef0123456789abcdef0123456789';
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const gatewayFor = (extra: Partial<Parameters<typeof createGateway>[0]> = {}) =>
  createGateway({ baseUrl: server.baseUrl, environment: 'test', publicKey: devPublicKey, ...extra });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('accepted statuses', () => {
  it.each([200, 201, 299])('%i resolves with the status and the parsed body', async (status) => {
    server.handle((_, res) => sendJson(res, status, { code: '200', msg: 'ok', data: { n: status } }));
    const gateway = gatewayFor();
    await expect(gateway.send('user-service', 'my/myInfo')).resolves.toEqual({
      status,
      result: { code: '200', msg: 'ok', data: { n: status } },
    });
    await expect(gateway.get('user-service', 'my/myInfo')).resolves.toEqual({ n: status });
  });

  it('400 is accepted: send resolves, request raises the business message', async () => {
    server.handle((_, res) => sendJson(res, 400, { code: '4001', msg: '参数错误' }));
    const gateway = gatewayFor();
    await expect(gateway.send('user-service', 'x', { body: {} })).resolves.toEqual({
      status: 400,
      result: { code: '4001', msg: '参数错误' },
    });
    const error = await rejection(gateway.post('user-service', 'x', { body: {} }));
    expect(isBusinessError(error) && [error.code, error.message, error.status]).toEqual([
      '4001',
      '参数错误',
      400,
    ]);
  });
});

describe('other statuses', () => {
  it.each([
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [404, 'Not Found'],
    [403, 'Forbidden'],
  ])('%i raises HttpStatusError with the status text', async (status, text) => {
    server.handle((_, res) => sendJson(res, status, '<html>oops</html>'));
    const error = await rejection(gatewayFor().send('user-service', 'x'));
    expect(isHttpStatusError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'HttpStatusError', message: text, status });
  });
});

describe('network failures', () => {
  it('connection refused → NetworkError with the docs/product.md §8 text', async () => {
    const { baseUrl } = server;
    await server.close();
    const error = await rejection(
      createGateway({ baseUrl, environment: 'test', publicKey: devPublicKey }).send('user-service', 'x'),
    );
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).message).toBe('网络连接异常,请检查网络设置！');
    server = await startTestServer();
  });

  it('connection destroyed before or during the answer → NetworkError', async () => {
    server.handle((req, res) => res.socket?.destroy());
    expect(isNetworkError(await rejection(gatewayFor().send('user-service', 'x')))).toBe(true);
    server.handle((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      res.write('{"code":"2', () => res.socket?.destroy());
    });
    const error = await rejection(gatewayFor().send('user-service', 'x'));
    expect(isNetworkError(error) && error.message).toBe('网络连接异常,请检查网络设置！');
  });
});

describe('401', () => {
  it('decrypts the body (ENCRYPT-KEY), calls onUnauthorized with the text and rejects with UnauthorizedError', async () => {
    server.handle((_, res) => {
      res.writeHead(401, { 'ENCRYPT-KEY': KEY, 'Access-Control-Expose-Headers': 'ENCRYPT-KEY' });
      res.end(nodeAesEncrypt('登录已失效，请重新登录', KEY));
    });
    const messages: string[] = [];
    const error = await rejection(
      gatewayFor({ onUnauthorized: (m) => void messages.push(m) }).send('user-service', 'x'),
    );
    expect(messages).toEqual(['登录已失效，请重新登录']);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(error).toMatchObject({ message: '登录已失效，请重新登录', status: 401 });
  });

  it('uses msg when the 401 body is a business envelope, plain or sealed', async () => {
    server.handle((_, res) => sendJson(res, 401, { code: '401', msg: '请先登录' }));
    const messages: string[] = [];
    const gateway = gatewayFor({ onUnauthorized: (m) => void messages.push(m) });
    expect(await rejection(gateway.post('user-service', 'x', { body: {} }))).toMatchObject({
      message: '请先登录',
    });
    server.handle((_, res) =>
      sendJson(res, 401, nodeAesEncrypt('{"code":"401","msg":"会话过期"}', KEY), { 'ENCRYPT-KEY': KEY }),
    );
    expect(await rejection(gateway.post('user-service', 'x', { body: {} }))).toMatchObject({
      message: '会话过期',
    });
    expect(messages).toEqual(['请先登录', '会话过期']);
  });

  it('does not call the handler again while its previous promise is pending (one alert for parallel 401s)', async () => {
    server.handle((_, res) => sendJson(res, 401, '登录已失效'));
    let calls = 0;
    let confirm!: () => void;
    const gateway = gatewayFor({
      onUnauthorized: () => {
        calls++;
        return new Promise<void>((resolve) => (confirm = resolve));
      },
    });
    const errors = await Promise.all([1, 2, 3].map(() => rejection(gateway.send('user-service', 'x'))));
    expect(errors.every(isUnauthorizedError)).toBe(true);
    expect(calls).toBe(1);
    confirm();
    await new Promise((r) => setTimeout(r, 0));
    await rejection(gateway.send('user-service', 'x'));
    expect(calls).toBe(2);
  });

  it('a missing response (fetch resolving undefined) fails with Unauthorized', async () => {
    const gateway = createGateway({
      baseUrl: 'http://unused.invalid',
      environment: 'test',
      publicKey: devPublicKey,
      fetch: (async () => undefined) as unknown as typeof fetch,
    });
    const error = await rejection(gateway.send('user-service', 'x'));
    expect(isUnauthorizedError(error)).toBe(true);
    expect((error as Error).message).toBe('Unauthorized');
  });
});
