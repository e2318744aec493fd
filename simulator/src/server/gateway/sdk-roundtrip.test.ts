// The SDK's gateway client against the simulator over real HTTP, for every access context and
// cipher mode: two independent implementations of wire protocol v1 talking to each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGateway,
  endpoints,
  hostAppHeaders,
  isBusinessError,
  isUnauthorizedError,
  miniProgramHeaders,
  newIdempotencyKey,
  officialAccountHeaders,
  type AppMessageCount,
  type EnvironmentName,
  type Gateway,
  type GatewayOptions,
} from '@merchant-h5/sdk';
import { getSession } from '../state/session';
import { startSimulator, token, type RunningSimulator } from './testing/harness';
import { loopbackFetch } from './testing/loopback-fetch';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

const HOSTS: Record<EnvironmentName, string> = {
  mock: 'localhost',
  test: 'test.localhost',
  alpha: 'alpha.localhost',
  production: 'prod.localhost',
};

function client(environment: EnvironmentName, extra: Partial<GatewayOptions>): Gateway {
  return createGateway({
    baseUrl: `http://${HOSTS[environment]}:5170/gateway`,
    environment,
    publicKey: sim.ctx.config.publicKeyPem,
    fetch: loopbackFetch(sim.port),
    ...extra,
  });
}

const device = (session: string, scenario = 'certified') => ({
  TOKEN_ID: token(session, scenario),
  PHONE_IMEI: '867530012345678',
  PHONE_FIRM: 'Xiaomi',
  PHONE_MODLE: 'Redmi 9A',
  PHONE_VERSIONS: '10',
  PHONE_LANGUAGE: 'zh-CN',
  PHONE_NETWORK: '4G',
  APP_VERSIONS: '360',
  ROOTED: '0',
  'APP-TYPE': '01',
  PLATFORM: 'android',
});

function lastLog(session: string) {
  return sim.ctx.logs.list({ session, kind: 'http' }).at(-1)!.detail as Record<string, unknown>;
}

describe('SDK client ↔ simulator', () => {
  it.each(['mock', 'test', 'alpha', 'production'] as const)(
    'host app, %s environment, default cipher mode',
    async (environment) => {
      const session = `rt-host-${environment}`;
      const gateway = client(environment, { headerStrategy: hostAppHeaders(device(session)) });
      const info = await gateway.call(endpoints.myInfo, { body: {} });
      expect(info.merchantNo).toBe('M100000001');
      const log = lastLog(session);
      expect(log.environment).toBe(environment);
      expect(log.requestSealed).toBe(environment === 'production');
      expect(log.responseSealed).toBe(environment === 'production');
      expect(log.canaryActive).toBe(environment === 'alpha' ? '1' : null);
    },
  );

  it('host app with cipherMode encrypted outside production: sealed both ways', async () => {
    const gateway = client('test', {
      headerStrategy: hostAppHeaders(device('rt-enc')),
      cipherMode: 'encrypted',
    });
    const page = await gateway.call(endpoints.transactionRecordList, {
      body: { pageNum: 2, pageSize: 5, startDate: '20261101', endDate: '20261121', tradeType: '02' },
    });
    expect(page.list).toHaveLength(5);
    expect(
      page.list.every((t) => t.tradeType === '02' && t.tranDt >= '20261101' && t.tranDt <= '20261121'),
    ).toBe(true);
    expect(lastLog('rt-enc')).toMatchObject({
      requestSealed: true,
      responseSealed: true,
      requestBody: { pageNum: 2, pageSize: 5 },
    });
  });

  it('mini program with the 3DES-wrapped response key', async () => {
    const gateway = client('production', {
      headerStrategy: miniProgramHeaders({
        token: token('rt-mini', 'paid-member'),
        appVersion: '360',
        phoneVersion: '17.4',
        phoneModle: 'iPhone15,2',
        wechatId: 'wx-openid',
      }),
      tripleDesSecret: sim.ctx.config.tripleDesSecret,
    });
    const member = await gateway.call(endpoints.memberBaseInfo, { body: {} });
    expect(member.vipStatus).toBe('1');
    expect(lastLog('rt-mini')).toMatchObject({ accessContext: 'miniProgram', responseSealed: true });
  });

  it('official account identified by the sim_token cookie, plain in the test environment', async () => {
    const gateway = client('test', { headerStrategy: officialAccountHeaders() });
    const info = await gateway.call(endpoints.myInfo, {
      body: {},
      headers: { Cookie: `sim_token=${encodeURIComponent(token('rt-oa', 'new-merchant'))}` },
    });
    expect(info.certStatus).toBe('none');
    expect(lastLog('rt-oa')).toMatchObject({
      accessContext: 'officialAccount',
      requestSealed: false,
      responseSealed: false,
    });
  });

  it('whitelisted body goes plain in production; the answer is still sealed and opened', async () => {
    const gateway = client('production', { headerStrategy: hostAppHeaders(device('rt-white')) });
    // The whitelist flag is a wire marker the typed body does not carry, so this goes through post().
    const { service, path } = endpoints.appMessageCount;
    const count = await gateway.post<AppMessageCount>(service, path, { body: { isInWitheList: true } });
    expect(count.unreadCount).toBe(7);
    expect(lastLog('rt-white')).toMatchObject({
      requestSealed: false,
      responseSealed: true,
      requestBody: {},
    });
  });

  it('401 reaches the SDK as UnauthorizedError with the decrypted message', async () => {
    const messages: string[] = [];
    const gateway = client('production', {
      headerStrategy: hostAppHeaders(device('rt-401')),
      onUnauthorized: (m) => void messages.push(m),
    });
    await gateway.call(endpoints.myInfo, { body: {} });
    getSession(sim.ctx, 'rt-401').tokenStatus = 'revoked';
    const error = await gateway.call(endpoints.myInfo, { body: {} }).catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
    expect((error as Error).message).toBe('登录已失效，请重新登录');
    expect(messages).toEqual(['登录已失效，请重新登录']);
  });

  it('business errors reach the SDK as BusinessError with code and message', async () => {
    const gateway = client('production', { headerStrategy: hostAppHeaders(device('rt-biz')) });
    await gateway.call(endpoints.activitySignInDo, { body: {}, idempotencyKey: newIdempotencyKey() });
    const error = await gateway
      .call(endpoints.activitySignInDo, { body: {}, idempotencyKey: newIdempotencyKey() })
      .catch((e: unknown) => e);
    expect(isBusinessError(error)).toBe(true);
    expect(error).toMatchObject({ code: '3001', message: '今日已签到' });
  });

  it('an SDK retry with the same Idempotency-Key creates one order', async () => {
    const gateway = client('production', { headerStrategy: hostAppHeaders(device('rt-idem')) });
    const key = newIdempotencyKey();
    const body = { commodityId: 'C002' };
    const [a, b] = await Promise.all([
      gateway.call(endpoints.integralExchange, { body, idempotencyKey: key }),
      gateway.call(endpoints.integralExchange, { body, idempotencyKey: key }),
    ]);
    expect(a.order.orderNo).toBe(b.order.orderNo);
    const orders = await gateway.call(endpoints.integralOrder, {
      body: {},
    });
    expect(orders.list.filter((o) => o.orderNo === a.order.orderNo)).toHaveLength(1);
  });
});
