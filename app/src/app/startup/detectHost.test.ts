import { describe, expect, it } from 'vitest';
import { detectHost } from './detectHost';
import type { HostWindow } from './detectHost';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 10; Redmi 9A) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  wechat:
    'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47 NetType/WIFI',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
};

function fakeWindow(userAgent: string, search = '', extra: Record<string, unknown> = {}) {
  const url = new URL(`http://localhost:5170/h5/transaction/record${search}`);
  return {
    navigator: { userAgent },
    location: { origin: url.origin, hostname: url.hostname, search: url.search, pathname: url.pathname },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    ...extra,
  } as unknown as HostWindow;
}

const HOSTS = { mock: ['localhost'], test: ['test.localhost'], alpha: ['alpha.localhost'] };

describe('detectHost', () => {
  it('host app: a bridge, host-app headers with the device info the host answers', async () => {
    const sent: { functionName: string; callbackId: number }[] = [];
    const win = fakeWindow(UA.android, '?source=01', {
      merchantBridge: { postMessage: (m: string) => void sent.push(JSON.parse(m)) },
    });
    const { host, headerStrategy, usesTripleDes } = await detectHost(win, '/transaction/record', HOSTS);
    expect(host).toMatchObject({
      accessContext: 'hostApp',
      environment: 'mock',
      channel: 'EPOS设备',
      miniProgram: null,
    });
    expect(host.native).not.toBeNull();
    expect(usesTripleDes).toBe(false);

    const headers = Promise.resolve(headerStrategy.headers((s) => `sealed(${s})`));
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.map((m) => m.functionName)).toEqual(['getBaseRequestParams']);
    (win as unknown as { merchantBridgeReceive: (m: unknown) => void }).merchantBridgeReceive({
      callbackId: sent[0]!.callbackId,
      data: {
        TOKEN_ID: 'sim-token:default:certified',
        PHONE_MODLE: 'Redmi 9A',
        APP_VERSIONS: '360',
        PHONE_IMEI: '8675',
      },
    });
    expect(await headers).toMatchObject({
      'PHONE-MODLE': 'Redmi 9A',
      'APP-VERSION': '360',
      'PHONE-PLATFORM': 'H5',
      TOKEN: 'sealed(sim-token:default:certified)',
    });
  });

  it('mini program: asks the platform, no bridge, headers from the page query, 3DES responses', async () => {
    // As the WeChat client: its bridge and __wxjs_environment come with WeixinJSBridgeReady, after
    // the page's scripts started (an iOS user agent does not say miniProgram).
    const document = new EventTarget();
    const win = fakeWindow(UA.wechat, '?token=t1&appVersion=8.0&phoneModle=iPhone&wechatId=wx-1', {
      document,
    });
    setTimeout(() => {
      Object.assign(win, { WeixinJSBridge: { invoke: () => undefined } });
      document.dispatchEvent(new Event('WeixinJSBridgeReady'));
      Object.assign(win, { __wxjs_environment: 'miniprogram' });
    }, 10);
    const navigated: unknown[] = [];
    const miniProgram = {
      navigateBack: (o?: unknown) => Promise.resolve(void navigated.push(o ?? 'back')),
    };
    const { host, headerStrategy, usesTripleDes } = await detectHost(
      win,
      '/transaction/record',
      HOSTS,
      undefined,
      () => miniProgram,
    );
    expect(host).toMatchObject({ accessContext: 'miniProgram', native: null });
    expect(usesTripleDes).toBe(true);
    expect(await headerStrategy.headers((s) => `sealed(${s})`)).toMatchObject({
      APP_VERSIONS: '8.0',
      PLATFORM: 'iPhone',
      'PLATFORM-USER-ID': 'wx-1',
      TOKEN: 'sealed(t1)',
    });
    await host.miniProgram?.navigateBack();
    expect(navigated).toHaveLength(1);
  });

  it('official account: WeChat outside the mini program', async () => {
    const { host, headerStrategy } = await detectHost(
      fakeWindow(UA.wechat, '?source=02'),
      '/transaction/record',
      HOSTS,
    );
    expect(host).toMatchObject({
      accessContext: 'officialAccount',
      native: null,
      miniProgram: null,
      channel: '公众号',
    });
    expect(await headerStrategy.headers((s) => s)).toMatchObject({
      'PHONE-PLATFORM': 'WHEATE-PUBLIC-SERVICE',
    });
  });

  it('a mirror route is mini-program context, with the JS-SDK only in WeChat', async () => {
    const mirror = '/zEraAGeneraMiniProgramWeb/transaction/record';
    const inWeChat = await detectHost(fakeWindow(UA.wechat), mirror, HOSTS);
    expect(inWeChat.host.accessContext).toBe('miniProgram');
    expect(inWeChat.host.miniProgram).not.toBeNull();
    const elsewhere = await detectHost(fakeWindow(UA.desktop), mirror, HOSTS);
    expect(elsewhere.host).toMatchObject({ accessContext: 'miniProgram', miniProgram: null });
  });

  it('a plain browser gets no bridge and no mini program', async () => {
    const { host } = await detectHost(fakeWindow(UA.desktop), '/transaction/record', HOSTS);
    expect(host).toMatchObject({ native: null, miniProgram: null });
  });
});
