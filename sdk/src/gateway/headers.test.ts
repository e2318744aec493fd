// What the server receives per access context, decrypted with node-forge and the dev private key.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGateway } from './create-gateway';
import { sendJson, startTestServer } from './testing/test-server';
import type { TestServer } from './testing/test-server';
import { devPublicKey } from '../envelope/testing/dev-keys';
import { openToken } from '../envelope/testing/server-side';
import { hostAppHeaders } from '../headers/host-app';
import { miniProgramHeaders } from '../headers/mini-program';
import { officialAccountHeaders } from '../headers/official-account';
import type { DeviceInfo } from '../headers/types';
import type { EnvironmentName } from './types';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((_, res) => sendJson(res, 200, { code: '200', data: null }));
});
afterEach(() => server.close());

const device: DeviceInfo = {
  TOKEN_ID: 'sim-token:default:certified',
  PHONE_IMEI: '860000000000001',
  PHONE_FIRM: 'HUAWEI',
  PHONE_MODLE: '华为 Mate 60',
  PHONE_VERSIONS: '14',
  PHONE_LANGUAGE: 'zh-CN',
  PHONE_NETWORK: 'WIFI',
  APP_VERSIONS: '360',
  ROOTED: '0',
  'APP-TYPE': 'ANDROID',
  PLATFORM: 'android',
};

async function receivedHeaders(options: Partial<Parameters<typeof createGateway>[0]> = {}) {
  const gateway = createGateway({
    baseUrl: server.baseUrl,
    environment: 'test',
    publicKey: devPublicKey,
    ...options,
  });
  await gateway.post('user-service', 'my/myInfo', { body: {} });
  return server.received.at(-1)!.headers;
}

describe('headers on the wire', () => {
  it('host app: device headers, PHONE-PLATFORM=H5, product type 03, TOKEN and DEVICE-VERIFY sealed', async () => {
    for (const strategy of [hostAppHeaders(device), hostAppHeaders(async () => device)]) {
      const h = await receivedHeaders({ headerStrategy: strategy });
      expect(h).toMatchObject({
        'phone-firm': 'HUAWEI',
        'phone-modle': encodeURIComponent('华为 Mate 60'), // non-ASCII goes URL-encoded
        'phone-platform': 'H5',
        'phone-version': '14',
        'phone-language': 'zh-CN',
        'phone-network': 'WIFI',
        'app-version': '360',
        rooted: '0',
        'app-type': 'ANDROID',
        'app-product-type': '03',
        'content-type': 'application/json;charset=UTF-8',
      });
      expect(openToken(h.token as string)).toBe(device.TOKEN_ID);
      expect(openToken(h['device-verify'] as string)).toBe(device.PHONE_IMEI);
    }
  });

  it('mini program: query values, sealed token, JSON-or-text Accept, platform defaults', async () => {
    const h = await receivedHeaders({
      headerStrategy: miniProgramHeaders({
        token: 'mp-token-1',
        appVersion: '2.1.0',
        phoneVersion: 'iOS 17',
        phoneModle: 'iPhone 15',
        wechatId: 'wx-openid-1',
      }),
    });
    expect(h).toMatchObject({
      app_versions: '2.1.0',
      osversion: 'iOS 17',
      platform: 'iPhone 15',
      'platform-user-id': 'wx-openid-1',
      accept: 'application/json, text/plain, */*',
      'phone-platform': 'WHEATE-MIN-PROGRAM-H5',
      'app-product-type': '03',
    });
    expect(openToken(h.token as string)).toBe('mp-token-1');
    const noToken = await receivedHeaders({
      headerStrategy: miniProgramHeaders({ phonePlatform: 'X', appProDuctType: '05' }),
    });
    expect(noToken).toMatchObject({
      token: '',
      'phone-platform': 'X',
      'app-product-type': '05',
      app_versions: '',
    });
  });

  it('official account: Accept, WHEATE-PUBLIC-SERVICE, 03 and no TOKEN', async () => {
    const h = await receivedHeaders({ headerStrategy: officialAccountHeaders() });
    expect(h).toMatchObject({
      accept: 'application/json, text/plain, */*',
      'phone-platform': 'WHEATE-PUBLIC-SERVICE',
      'app-product-type': '03',
    });
    expect(h.token).toBeUndefined();
  });

  it.each<[EnvironmentName, string | undefined]>([
    ['alpha', '1'],
    ['production', undefined],
    ['test', undefined],
    ['mock', undefined],
  ])('CANARY_ACTIVE for %s → %s', async (environment, value) => {
    expect((await receivedHeaders({ environment }))['canary_active']).toBe(value);
  });

  it('caller headers win, case-insensitively', async () => {
    const gateway = createGateway({
      baseUrl: server.baseUrl,
      environment: 'test',
      publicKey: devPublicKey,
      headerStrategy: officialAccountHeaders(),
    });
    await gateway.get('user-service', 'x', { headers: { accept: 'text/plain', 'X-Trace': 't1' } });
    expect(server.received[0]!.headers).toMatchObject({ accept: 'text/plain', 'x-trace': 't1' });
  });
});

describe('Idempotency-Key', () => {
  const order = {
    name: 'createOrder',
    service: 'pos-coupon-service',
    path: 'order/create',
    method: 'POST',
    idempotent: true,
    summary: '下单',
  } as const;
  const info = {
    name: 'myInfo',
    service: 'user-service',
    path: 'my/myInfo',
    method: 'POST',
    summary: '我的信息',
  } as const;

  it('is sent as given and reused on the retry of the same action', async () => {
    let attempt = 0;
    server.handle((_, res) =>
      ++attempt === 1
        ? sendJson(res, 502, 'bad gateway')
        : sendJson(res, 200, { code: '200', data: { orderNo: 'O1' } }),
    );
    const gateway = createGateway({ baseUrl: server.baseUrl, environment: 'test', publicKey: devPublicKey });
    const key = 'e0b5c1a2-8f5e-4c1b-9a57-3c8d7d6b2f10';
    await expect(gateway.call(order, { body: { couponId: 'C1' }, idempotencyKey: key })).rejects.toThrow(
      'Bad Gateway',
    );
    await expect(gateway.call(order, { body: { couponId: 'C1' }, idempotencyKey: key })).resolves.toEqual({
      orderNo: 'O1',
    });
    expect(server.received.map((r) => r.headers['idempotency-key'])).toEqual([key, key]);
  });

  it('an idempotent endpoint gets a fresh UUID v4 when the caller gave none; others get none', async () => {
    const gateway = createGateway({ baseUrl: server.baseUrl, environment: 'test', publicKey: devPublicKey });
    await gateway.call(order, { body: {} });
    await gateway.call(info, { body: {} });
    expect(server.received[0]!.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(server.received[1]!.headers['idempotency-key']).toBeUndefined();
  });

  it("a 'when-keyed' endpoint carries the key its action gives, and none when it reads", async () => {
    const both = { ...order, name: 'both', idempotent: 'when-keyed' } as const;
    const gateway = createGateway({ baseUrl: server.baseUrl, environment: 'test', publicKey: devPublicKey });
    const key = 'e0b5c1a2-8f5e-4c1b-9a57-3c8d7d6b2f10';
    await gateway.call(both, { body: {} });
    await gateway.call(both, { body: {}, idempotencyKey: key });
    expect(server.received.map((r) => r.headers['idempotency-key'])).toEqual([undefined, key]);
  });

  it('a read carries no key even when the caller gave one', async () => {
    const gateway = createGateway({ baseUrl: server.baseUrl, environment: 'test', publicKey: devPublicKey });
    await gateway.call(info, { body: {}, idempotencyKey: 'e0b5c1a2-8f5e-4c1b-9a57-3c8d7d6b2f10' });
    expect(server.received[0]!.headers['idempotency-key']).toBeUndefined();
  });
});
