// Per-call timeout, opt-in retry and fetch options, against a real node:http server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '../endpoints/types';
import { createGateway } from './create-gateway';
import { isHttpStatusError, isTimeoutError } from './errors/index';
import { sendJson, startTestServer } from './testing/test-server';
import type { TestServer } from './testing/test-server';
import { devPublicKey } from '../envelope/testing/dev-keys';
import type { GatewayOptions } from './types';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((_, res) => sendJson(res, 200, { code: '200', data: 'ok' }));
});
afterEach(() => server.close());

const gatewayFor = (extra: Partial<GatewayOptions> = {}) =>
  createGateway({ baseUrl: server.baseUrl, environment: 'test', publicKey: devPublicKey, ...extra });

/** Fails the first `n` requests with `status`, then answers ok. */
function failFirst(n: number, status: number) {
  let seen = 0;
  server.handle((_, res) => {
    seen += 1;
    if (seen <= n) sendJson(res, status, 'busy');
    else sendJson(res, 200, { code: '200', data: 'ok' });
  });
}

const pay: Endpoint = {
  name: 'pay',
  service: 'pos-pay-service',
  path: 'order/pay',
  method: 'POST',
  idempotent: true,
  summary: '',
};
const query: Endpoint = {
  name: 'query',
  service: 'pos-pay-service',
  path: 'order/query',
  method: 'POST',
  summary: '',
};

describe('retry', () => {
  it('retries a GET after 5xx answers, with backoff, and resolves', async () => {
    failFirst(2, 503);
    await expect(
      gatewayFor().get('user-service', 'x', { retry: { retries: 2, backoffMs: 5 } }),
    ).resolves.toBe('ok');
    expect(server.received).toHaveLength(3);
  });

  it('retries an idempotent call with the same Idempotency-Key every time', async () => {
    failFirst(2, 502);
    await expect(
      gatewayFor({ retry: { retries: 3, backoffMs: 1 } }).call(pay, { body: { a: 1 } }),
    ).resolves.toBe('ok');
    const keys = server.received.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never retries a POST without an idempotency key, nor a 4xx-style business answer', async () => {
    failFirst(1, 500);
    const error = await gatewayFor({ retry: 3 })
      .call(query, { body: {} })
      .catch((e: unknown) => e);
    expect(isHttpStatusError(error) && error.status).toBe(500);
    expect(server.received).toHaveLength(1);
    server.handle((_, res) => sendJson(res, 400, { code: '5001', msg: '余额不足' }));
    await expect(gatewayFor().get('user-service', 'x', { retry: 3 })).rejects.toThrow('余额不足');
    expect(server.received).toHaveLength(2);
  });

  it('gives up after the last retry with the last error', async () => {
    failFirst(10, 500);
    const error = await gatewayFor()
      .get('user-service', 'x', { retry: { retries: 2, backoffMs: 1 } })
      .catch((e: unknown) => e);
    expect(isHttpStatusError(error)).toBe(true);
    expect(server.received).toHaveLength(3);
  });

  it('is off unless asked for', async () => {
    failFirst(1, 500);
    await expect(gatewayFor().get('user-service', 'x')).rejects.toThrow();
    expect(server.received).toHaveLength(1);
  });
});

describe('per-call options', () => {
  it('a call’s own timeoutMs wins over the gateway’s and rejects with TimeoutError', async () => {
    server.handle(() => undefined); // never answers
    const started = Date.now();
    const error = await gatewayFor({ timeoutMs: 60_000 })
      .get('user-service', 'slow', { timeoutMs: 50 })
      .catch((e: unknown) => e);
    expect(isTimeoutError(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('sends no referrer and the credentials mode it is given', async () => {
    const inits: RequestInit[] = [];
    // A recording wrapper around the real fetch: the request still goes to the real server.
    const recording: typeof fetch = (input, init) => {
      inits.push(init ?? {});
      return fetch(input, init);
    };
    await gatewayFor({ fetch: recording, credentials: 'include' }).get('user-service', 'x');
    await gatewayFor({ fetch: recording }).get('user-service', 'x');
    expect(inits[0]).toMatchObject({ referrerPolicy: 'no-referrer', credentials: 'include', mode: 'cors' });
    expect(inits[1]?.referrerPolicy).toBe('no-referrer');
    expect(inits[1]).not.toHaveProperty('credentials');
    expect(server.received[0]?.headers.referer).toBeUndefined();
  });
});
