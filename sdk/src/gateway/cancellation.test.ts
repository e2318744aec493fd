import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGateway } from './create-gateway';
import { isAbortError, isTimeoutError } from './errors/index';
import { sendJson, startTestServer } from './testing/test-server';
import type { TestServer } from './testing/test-server';
import { devPublicKey } from '../envelope/testing/dev-keys';
import type { DeviceInfo } from '../headers/types';
import { hostAppHeaders } from '../headers/host-app';

let server: TestServer;
beforeEach(async () => {
  // /slow never answers; anything else answers at once
  server = await startTestServer((req, res) => {
    if (!req.url.includes('slow')) sendJson(res, 200, { code: '200', data: 'ok' });
  });
});
afterEach(() => server.close());

const settle = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => e,
  );

describe('cancellation', () => {
  it('abortAll rejects every pending call with AbortError, and later calls still work', async () => {
    const gateway = createGateway({ baseUrl: server.baseUrl, environment: 'test', publicKey: devPublicKey });
    const pending = [
      gateway.get('user-service', 'slow/1'),
      gateway.post('user-service', 'slow/2', { body: {} }),
    ].map(settle);
    await new Promise((r) => setTimeout(r, 50));
    gateway.abortAll();
    const results = await Promise.all(pending);
    expect(results.every(isAbortError)).toBe(true);
    await expect(gateway.get('user-service', 'fast')).resolves.toBe('ok');
  });

  it('abortAll also ends a call still waiting for its header strategy (a host that never answers)', async () => {
    const never = hostAppHeaders(() => new Promise<DeviceInfo>(() => undefined));
    const gateway = createGateway({
      baseUrl: server.baseUrl,
      environment: 'test',
      publicKey: devPublicKey,
      headerStrategy: never,
    });
    const pending = settle(gateway.get('user-service', 'fast'));
    gateway.abortAll();
    expect(isAbortError(await pending)).toBe(true);
    expect(server.received).toHaveLength(0);
  });

  it("the caller's signal aborts one call only", async () => {
    const gateway = createGateway({ baseUrl: server.baseUrl, environment: 'test', publicKey: devPublicKey });
    const controller = new AbortController();
    const aborted = settle(gateway.get('user-service', 'slow', { signal: controller.signal }));
    const other = gateway.get('user-service', 'fast');
    controller.abort();
    expect(isAbortError(await aborted)).toBe(true);
    await expect(other).resolves.toBe('ok');
    expect(
      isAbortError(await settle(gateway.get('user-service', 'fast', { signal: controller.signal }))),
    ).toBe(true);
  });

  it('rejects with TimeoutError after timeoutMs', async () => {
    const gateway = createGateway({
      baseUrl: server.baseUrl,
      environment: 'test',
      publicKey: devPublicKey,
      timeoutMs: 150,
    });
    const started = Date.now();
    const error = await settle(gateway.get('user-service', 'slow'));
    expect(isTimeoutError(error)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await expect(gateway.get('user-service', 'fast')).resolves.toBe('ok');
  });
});
