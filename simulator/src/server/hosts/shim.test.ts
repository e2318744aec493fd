// The shim endpoint, served by the real app on port 0 and run in a fresh VM context that stands in
// for the page's window (its fetch goes to the same real server).
import vm from 'node:vm';
import { createBridge, type BridgeWindow } from '@merchant-h5/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lackedApis, loadEngineApis } from './engines';
import { HOST_PROFILES } from '../../shared/host-profiles';
import { startTestServer, type TestServer } from './test-server';
import { jsapiSignature, jsapiTicketOf } from '../gateway/handlers/officialAccount/jsapi-signature';
import { OFFICIAL_ACCOUNT_APP_ID } from '../gateway/handlers/officialAccount/wechat-platform';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Page {
  window: Record<string, unknown> & { navigator: { userAgent: string } };
  received: unknown[];
}

interface PageOptions {
  /** The addresses the page cannot reach. */
  failing?: RegExp;
  /** What the page's window holds besides the realm's own builtins and the shim's needs. */
  globals?: Record<string, unknown>;
  /** Looks at the page's window before the shim runs. */
  beforeShim?: (window: Record<string, unknown>) => void;
}

async function openPage(query: string, { failing, globals, beforeShim }: PageOptions = {}): Promise<Page> {
  const response = await fetch(`${server.url}/__sim/shim.js?${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/javascript/);
  const received: unknown[] = [];
  // The key the simulator puts in the page's <head> (pages/shim-page.ts) for the shim to take.
  const meta = {
    getAttribute: () => server.hosts.bridgeKeys.mint(new URLSearchParams(query).get('session') ?? 'default'),
    parentNode: { removeChild: () => undefined },
  };
  const win: Record<string, unknown> = {
    ...globals,
    navigator: { userAgent: 'HeadlessNode' },
    // An EventTarget, as WeChat's hosts announce their bridge with an event on document.
    document: Object.assign(new EventTarget(), {
      querySelector: (selector: string) => (selector.includes('sim-bridge-key') ? meta : null),
    }),
    Event,
    fetch: (url: string, init: RequestInit) =>
      failing?.test(url)
        ? Promise.reject(new TypeError('Failed to fetch'))
        : fetch(new URL(url, server.url), init),
    setTimeout,
    // The page's load event, after which the shim opens its native-call channel, never comes here
    // (nor has this window an EventSource): these tests carry calls the page makes.
    addEventListener: () => undefined,
    console,
    merchantBridgeReceive: (message: unknown) =>
      received.push(typeof message === 'string' ? JSON.parse(message) : JSON.parse(JSON.stringify(message))),
  };
  vm.createContext(win);
  // As in a page, `window` is the global object: the realm's own builtins (Array, Object…) are its.
  win.window = vm.runInContext('this', win) as unknown;
  beforeShim?.(win.window as Record<string, unknown>);
  vm.runInContext(await response.text(), win);
  return { window: win as Page['window'], received };
}

/**
 * What the page reaches by every path of the engines' table, as 'Array.prototype.at': each owner's
 * property names along its prototype chain (so Int8Array.prototype.at is there), and the window's.
 */
function reachableApis(window: Record<string, unknown>, paths: readonly string[]): Set<string> {
  const reached = new Set<string>();
  for (const owner of new Set(paths.map((p) => p.split('.').slice(0, -1).join('.')))) {
    let object: unknown = owner
      .split('.')
      .reduce<unknown>((at, name) => (name ? (at as never)?.[name] : at), window);
    for (
      ;
      typeof object === 'object' || typeof object === 'function';
      object = Object.getPrototypeOf(object)
    ) {
      if (object === null) break;
      for (const name of Object.getOwnPropertyNames(object)) reached.add(owner ? `${owner}.${name}` : name);
    }
  }
  return reached;
}

async function until<T>(read: () => T | undefined, what: string, timeoutMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** `WeixinJSBridge.invoke`, settled into the client's answer. */
function wechatInvoke(window: Record<string, unknown>) {
  const bridge = window.WeixinJSBridge as {
    invoke(name: string, args: object, callback: (answer: Record<string, unknown>) => void): void;
  };
  return (name: string, args: object) =>
    new Promise<Record<string, unknown>>((resolve) => bridge.invoke(name, args, resolve));
}

type Reply = { callbackId?: number; data?: Record<string, unknown>; errorCode?: string; errorMsg?: string };

function callAndroid(page: Page, functionName: string, callbackId: number): Promise<Reply> {
  (page.window.merchantBridge as { postMessage(json: string): void }).postMessage(
    JSON.stringify({ functionName, data: {}, callbackId, async: true }),
  );
  return until(
    () => page.received.find((m) => (m as Reply).callbackId === callbackId) as Reply | undefined,
    `reply ${callbackId}`,
  );
}

describe('GET /__sim/shim.js', () => {
  it.each([
    ['android', /Android 10; Redmi 9A.* MerchantApp\/352$/],
    ['ios', /iPhone; CPU iPhone OS 14_8 like Mac OS X.* MerchantApp\/352$/],
    ['pos', /Android .* MerchantPOS\/352$/],
    ['loan', /Android .* MerchantLoan\/352$/],
    ['miniprogram', /Android .*MicroMessenger\/.* miniProgram\//],
    ['officialaccount', /MicroMessenger\/[^]*Language\/zh_CN ABI\/arm64$/],
  ])('gives the %s host its user agent', async (host, pattern) => {
    const page = await openPage(`host=${host}&version=352&session=ua`);
    expect(page.window.navigator.userAgent).toMatch(pattern);
  });

  it("takes away what the POS host's Chrome 83 lacks, inherited ones included, and nothing else", async () => {
    const paths = loadEngineApis(server.ctx.config.fixturesDir).map((api) => api.path);
    const lacks = lackedApis(HOST_PROFILES.pos.engine, loadEngineApis(server.ctx.config.fixturesDir));
    // Beside the realm's own builtins, a few of the DOM's; one the page cannot lose stays.
    const globals = {
      Element: class Element {
        replaceChildren() {}
        append() {}
      },
      structuredClone() {},
      requestIdleCallback() {},
    };
    let before = new Set<string>();
    const { window } = await openPage('host=pos&session=engine', {
      globals,
      beforeShim: (page) => {
        Object.defineProperty(page, 'scheduler', { value: {}, configurable: false });
        before = reachableApis(page, paths);
      },
    });
    const after = reachableApis(window.window as Record<string, unknown>, paths);
    const removed = [...before].filter((name) => !after.has(name));
    expect(removed).toEqual(
      expect.arrayContaining([
        'Array.prototype.at',
        'Int8Array.prototype.at',
        'Object.hasOwn',
        'String.prototype.replaceAll',
        'Element.prototype.replaceChildren',
        'WeakRef',
        'structuredClone',
      ]),
    );
    expect(removed.sort()).toEqual(lacks.filter((path) => before.has(path) && path !== 'scheduler').sort());
    expect(after).toContain('Intl.ListFormat');
    expect(after).toContain('scheduler');
    expect([...after].filter((name) => !before.has(name)).sort()).toEqual(['__SIM__', 'merchantBridge']);
  });

  it('comes compressed when the page allows it, as the page itself does', async () => {
    const url = `${server.url}/__sim/shim.js?host=android&session=coded`;
    const coded = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(coded.headers.get('content-encoding')).toBe('br');
    expect(coded.headers.get('vary')).toMatch(/accept-encoding/i);
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // The same script either way (fetch decodes the brotli body).
    expect(await coded.text()).toBe(await plain.text());
  });

  it('comes minified: without the source comments and with its runtime a line of its own', async () => {
    const script = await (await fetch(`${server.url}/__sim/shim.js?host=android&session=minified`)).text();
    expect(script).not.toMatch(/\/\/ |\/\*/);
    const runtime = script.split('\n').find((line) => line.startsWith('function installHostShim('));
    expect(runtime, 'the runtime, minified to one line').toBeDefined();
  });

  it('gives the plain browser a user agent that is neither Android nor iOS', async () => {
    const { window } = await openPage('host=browser');
    expect(window.navigator.userAgent).not.toMatch(/android|iPhone|iPad|MicroMessenger/i);
    expect(window.merchantBridge).toBeUndefined();
    expect(window.webkit).toBeUndefined();
  });

  it('answers an Android call with the session token, version and device info, and logs both directions', async () => {
    const page = await openPage('host=android&version=331&session=shim-a&scenario=paid-member');
    const reply = await callAndroid(page, 'getBaseRequestParams', 41);
    expect(reply.data).toMatchObject({
      TOKEN_ID: 'sim-token:shim-a:paid-member',
      APP_VERSIONS: '331',
      appVersion: '331',
      PHONE_MODLE: 'Redmi 9A',
    });
    const logs = await until(() => {
      const list = server.ctx.logs.list({ session: 'shim-a', kind: 'bridge' });
      return list.length >= 2 ? list : undefined;
    }, 'bridge logs');
    expect(logs.map((e) => (e.detail as { direction: string }).direction).sort()).toEqual([
      'native→web',
      'web→native',
    ]);
    expect(logs.every((e) => (e.detail as { callbackId?: number }).callbackId === 41)).toBe(true);
  });

  it("with bridgeLog=off answers calls without logging them, and still reports the page's answers", async () => {
    const page = await openPage('host=android&version=352&session=shim-quiet&bridgeLog=off');
    const reply = await callAndroid(page, 'getBaseRequestParams', 42);
    expect(reply.data).toMatchObject({ APP_VERSIONS: '352' });
    // The page answers a native-initiated call: that report settles the call, so it still goes out.
    (page.window.merchantBridge as { postMessage(json: string): void }).postMessage(
      JSON.stringify({ responseId: 'r-1', functionName: 'onScan', data: { ok: true } }),
    );
    await until(() => {
      const list = server.ctx.logs.list({ session: 'shim-quiet', kind: 'bridge' });
      return list.length >= 1 ? list : undefined;
    }, 'the answer in the bridge log');
    // Time for a stray report of the call or its reply to arrive, had one been sent.
    await new Promise((r) => setTimeout(r, 50));
    expect(server.ctx.logs.list({ session: 'shim-quiet', kind: 'bridge' }).map((e) => e.summary)).toEqual([
      'web→native answer onScan responseId=r-1',
    ]);
  });

  it('refuses a bridgeLog other than on or off', async () => {
    const response = await fetch(`${server.url}/__sim/shim.js?host=android&bridgeLog=quiet`);
    expect(response.status).toBe(400);
  });

  it('answers iOS through webkit.messageHandlers with an object and the iPhone device info', async () => {
    const page = await openPage('host=ios&session=shim-i');
    const handler = (
      page.window.webkit as { messageHandlers: { merchantBridge: { postMessage(m: object): void } } }
    ).messageHandlers.merchantBridge;
    handler.postMessage({ functionName: 'scanBankCard', data: {}, callbackId: 'c1', async: true });
    handler.postMessage({ functionName: 'getBaseRequestParams', data: {}, callbackId: 'c2', async: true });
    const ocr = await until(
      () =>
        page.received.find((m) => (m as { callbackId?: string }).callbackId === 'c1') as Reply | undefined,
      'ocr',
    );
    const params = await until(
      () =>
        page.received.find((m) => (m as { callbackId?: string }).callbackId === 'c2') as Reply | undefined,
      'params',
    );
    expect(ocr.data).toMatchObject({ errorCode: '0000', cardNumber: '6222021234567890128' });
    expect(params.data).toMatchObject({
      PHONE_FIRM: 'Apple',
      PLATFORM: 'ios',
      TOKEN_ID: 'sim-token:shim-i:certified',
      APP_VERSIONS: '360',
    });
  });

  it.each([
    [318, 'getNotificationStatus', 'VERSION'],
    [319, 'getNotificationStatus', undefined],
    [331, 'openNotificationSettings', 'VERSION'],
    [332, 'openNotificationSettings', undefined],
    [350, 'replacePage', 'VERSION'],
    [351, 'replacePage', undefined],
  ])('at version %i answers %s with errorCode %s', async (version, fn, errorCode) => {
    const page = await openPage(`host=pos&version=${version}&session=gates`);
    const reply = await callAndroid(page, fn, 7);
    expect(reply.errorCode).toBe(errorCode);
    if (errorCode) expect(reply.errorMsg).toContain(String(version));
    else expect(reply.data).toBeDefined();
  });

  it('applies the session device overrides from PUT /__sim/host', async () => {
    const put = await fetch(`${server.url}/__sim/host?session=shim-d`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ device: { PHONE_MODLE: 'Mate 60', ROOTED: '1' }, version: 320, host: 'loan' }),
    });
    expect(put.status).toBe(200);
    const page = await openPage('session=shim-d');
    expect(page.window.navigator.userAgent).toMatch(/MerchantLoan\/320$/);
    const reply = await callAndroid(page, 'getBaseRequestParams', 1);
    expect(reply.data).toMatchObject({ PHONE_MODLE: 'Mate 60', ROOTED: '1', APP_VERSIONS: '320' });
  });

  it('answers a native call with the session override from PUT /__sim/host answers', async () => {
    const credit = { cardType: 'CC', cardNumber: '4367421234567896', bankCode: '0105', errorCode: '0000' };
    const put = await fetch(`${server.url}/__sim/host?session=shim-ocr`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: { scanBankCard: credit } }),
    });
    expect(put.status).toBe(200);
    const bad = await fetch(`${server.url}/__sim/host?session=shim-ocr`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: { scanBankCard: 'x' } }),
    });
    expect(bad.status).toBe(400);
    const reply = await callAndroid(await openPage('host=android&session=shim-ocr'), 'scanBankCard', 2);
    expect(reply.data).toMatchObject(credit);
    const other = await callAndroid(await openPage('host=android&session=shim-plain'), 'scanBankCard', 3);
    expect(other.data).toMatchObject({ cardType: 'DC' });
  });

  it('answers NOT_FOUND for the calls PUT /__sim/host {withoutCalls} takes away, the others as before', async () => {
    const put = await fetch(`${server.url}/__sim/host?session=shim-w`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ withoutCalls: ['scanIdCard', 'scanBankCard', 'pay'] }),
    });
    expect(await put.json()).toMatchObject({ withoutCalls: ['scanIdCard', 'scanBankCard', 'pay'] });
    const page = await openPage('host=android&version=352&session=shim-w');
    for (const [id, fn] of [
      [1, 'scanIdCard'],
      [2, 'scanBankCard'],
      [3, 'pay'],
    ] as const) {
      const reply = await callAndroid(page, fn, id);
      expect(reply, fn).toMatchObject({ errorCode: 'NOT_FOUND' });
      expect(reply.data, fn).toBeUndefined();
    }
    expect((await callAndroid(page, 'chooseImage', 4)).data).toBeDefined();
    // Another session's host keeps every call.
    const other = await openPage('host=android&version=352&session=shim-w2');
    expect((await callAndroid(other, 'scanIdCard', 5)).errorCode).toBeUndefined();
  });

  it('refuses withoutCalls that is not a list of call names', async () => {
    for (const withoutCalls of ['scanIdCard', [''], [1], ['a b']]) {
      const put = await fetch(`${server.url}/__sim/host?session=shim-wb`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ withoutCalls }),
      });
      expect(put.status, JSON.stringify(withoutCalls)).toBe(400);
    }
  });

  it('records exitToLogin as a hand-off to the native app', async () => {
    const page = await openPage('host=android&session=shim-h');
    (page.window.merchantBridge as { postMessage(json: string): void }).postMessage(
      JSON.stringify({ functionName: 'exitToLogin', data: {}, async: false }),
    );
    const entry = await until(
      () => server.ctx.logs.list({ session: 'shim-h', kind: 'bridge' })[0],
      'hand-off log',
    );
    expect(entry.detail).toMatchObject({ functionName: 'exitToLogin', handoff: true, kind: 'post' });
    expect(entry.summary).toContain('hand-off');
  });

  it("plays WeChat's client in the mini program: WeixinJSBridge after its ready event, no window.wx", async () => {
    const { window } = await openPage('host=miniprogram&session=shim-m');
    // As the real client: nothing yet while the page's own scripts start.
    expect(window.WeixinJSBridge).toBeUndefined();
    expect(window.__wxjs_environment).toBeUndefined();
    await new Promise((resolve) =>
      (window.document as EventTarget).addEventListener('WeixinJSBridgeReady', resolve, { once: true }),
    );
    expect(window.__wxjs_environment).toBe('miniprogram');
    expect(window.merchantBridge).toBeUndefined();
    expect(window.wx).toBeUndefined();
    const invoke = wechatInvoke(window);
    expect(await invoke('invokeMiniProgramAPI', { name: 'navigateBack', arg: { delta: 1 } })).toEqual({
      err_msg: 'invokeMiniProgramAPI:ok',
    });
    expect(
      await invoke('invokeMiniProgramAPI', { name: 'navigateTo', arg: { url: '/pages/home/index' } }),
    ).toEqual({ err_msg: 'invokeMiniProgramAPI:ok' });
    expect(await invoke('invokeMiniProgramAPI', { name: 'openDoor', arg: {} })).toMatchObject({
      err_msg: expect.stringMatching(/^invokeMiniProgramAPI:fail/),
    });
    expect(await invoke('noSuchApi', {})).toEqual({ err_msg: 'system:function_not_exist' });
    const entries = await until(() => {
      const list = server.ctx.logs.list({ session: 'shim-m', kind: 'bridge' }).map((e) => e.detail);
      return list.length >= 4 ? list : undefined;
    }, 'wx logs');
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'wx',
          direction: 'web→native',
          functionName: 'invokeMiniProgramAPI navigateBack',
          data: { name: 'navigateBack', arg: { delta: 1 } },
          handoff: true,
        }),
        expect.objectContaining({ functionName: 'invokeMiniProgramAPI navigateTo' }),
        expect.objectContaining({ functionName: 'noSuchApi' }),
      ]),
    );
    expect(
      entries.find(
        (e) => (e as { functionName?: string }).functionName === 'invokeMiniProgramAPI navigateTo',
      ),
    ).not.toHaveProperty('handoff');
  });

  it("moves the web-view to the mini program's pay page on navigateTo /pages/pay/index, with the order number only", async () => {
    const assign = vi.fn();
    const { window } = await openPage('host=miniprogram&session=shim-pay', {
      globals: { location: { assign } },
    });
    await new Promise((resolve) =>
      (window.document as EventTarget).addEventListener('WeixinJSBridgeReady', resolve, { once: true }),
    );
    const invoke = wechatInvoke(window);
    expect(
      await invoke('invokeMiniProgramAPI', {
        name: 'navigateTo',
        arg: { url: '/pages/pay/index?orderNo=SF20261129001&kind=serviceFee' },
      }),
    ).toEqual({ err_msg: 'invokeMiniProgramAPI:ok' });
    await until(() => (assign.mock.calls.length > 0 ? true : undefined), 'the pay page');
    expect(assign).toHaveBeenCalledWith('/__sim/miniprogram/pay?session=shim-pay&orderNo=SF20261129001');
    // Another page of the mini program, or a pay page without a usable order, leaves the web-view be.
    await invoke('invokeMiniProgramAPI', { name: 'navigateTo', arg: { url: '/pages/home/index?orderNo=1' } });
    await invoke('invokeMiniProgramAPI', {
      name: 'navigateTo',
      arg: { url: '/pages/pay/index?orderNo=<x>' },
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("plays WeChat's client in the official account: WeixinJSBridge, but no mini program", async () => {
    const { window } = await openPage('host=officialaccount&session=shim-oa');
    await new Promise((resolve) =>
      (window.document as EventTarget).addEventListener('WeixinJSBridgeReady', resolve, { once: true }),
    );
    expect(window.__wxjs_environment).toBeUndefined();
    expect(window.wx).toBeUndefined();
    const invoke = wechatInvoke(window);
    expect(await invoke('invokeMiniProgramAPI', { name: 'navigateBack', arg: { delta: 1 } })).toMatchObject({
      err_msg: expect.stringMatching(/^invokeMiniProgramAPI:fail/),
    });
  });

  it("answers wx.config as WeChat's server does: the signature over the page's address, or refused", async () => {
    const href = 'http://localhost:5170/h5/pointsMall/detail?id=%E5%95%86&from=menu';
    const session = 'shim-oa-config';
    const { window } = await openPage(`host=officialaccount&session=${session}`, {
      globals: { location: { href: `${href}#top` } },
    });
    await new Promise((resolve) =>
      (window.document as EventTarget).addEventListener('WeixinJSBridgeReady', resolve, { once: true }),
    );
    const invoke = wechatInvoke(window);
    const config = (url: string, appId = OFFICIAL_ACCOUNT_APP_ID) => {
      const nonceStr = 'n0nce';
      const timestamp = 1764400000;
      const signature = jsapiSignature({
        jsapiTicket: jsapiTicketOf({ id: session }),
        nonceStr,
        timestamp,
        url,
      });
      // As the JS-SDK sends it: every value a string, previewImage by the client's name.
      return invoke('preVerifyJSAPI', {
        verifyJsApiList: ['updateAppMessageShareData'],
        verifyAppId: appId,
        verifyTimestamp: String(timestamp),
        verifyNonceStr: nonceStr,
        verifySignature: signature,
      });
    };
    const share = () => invoke('updateAppMessageShareData', { title: '积分商品', link: href });

    expect(await share()).toEqual({ err_msg: 'updateAppMessageShareData:access denied' });
    // Signed with its # part, with its query decoded, for another appid: refused.
    expect(await config(`${href}#top`)).toEqual({ err_msg: 'preVerifyJSAPI:fail_invalid signature' });
    expect(await config(decodeURIComponent(href))).toEqual({
      err_msg: 'preVerifyJSAPI:fail_invalid signature',
    });
    expect(await config(href, 'wx0000000000000000')).toEqual({
      err_msg: 'preVerifyJSAPI:fail_invalid appid',
    });
    expect(await share()).toEqual({ err_msg: 'updateAppMessageShareData:access denied' });

    expect(await config(href)).toEqual({ err_msg: 'preVerifyJSAPI:ok' });
    expect(await share()).toEqual({ err_msg: 'updateAppMessageShareData:ok' });
    // Only what the config listed.
    expect(await invoke('imagePreview', { current: '/a.png', urls: ['/a.png'] })).toEqual({
      err_msg: 'imagePreview:access denied',
    });
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of ['host=symbian', 'version=abc', 'session=a:b', 'scenario=Bad Name']) {
      const response = await fetch(`${server.url}/__sim/shim.js?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
  });

  it('carries the SDK bridge both ways (Android and iOS), web未找到调用方法 included', async () => {
    for (const host of ['android', 'ios'] as const) {
      const page = await openPage(`host=${host}&version=318&session=sdk-${host}`);
      const errors: string[] = [];
      const logger = {
        log: () => undefined,
        warn: () => undefined,
        error: (line: string) => errors.push(line),
      };
      const bridge = createBridge(page.window as unknown as BridgeWindow, {
        nonInteractiveTimeoutMs: 2000,
        logger,
      });
      expect(bridge.platform).toBe(host);
      await expect(bridge.call('getBaseRequestParams', {}, { timeoutMs: 2000 })).resolves.toMatchObject({
        TOKEN_ID: `sim-token:sdk-${host}:certified`,
      });
      await expect(bridge.call('getNotificationStatus', {}, { timeoutMs: 2000 })).rejects.toMatchObject({
        name: 'NativeError',
        errorCode: 'VERSION',
      });
      expect(errors).toEqual([expect.stringContaining('errorCode=VERSION')]);
      bridge.register('onShow', () => ({ shown: true }));
      // The page's answers to native-initiated calls go back through the shim to /__sim/bridge-log.
      const receive = page.window.merchantBridgeReceive as (m: unknown) => void;
      receive({ functionName: 'onShow', responseId: 'r-1', data: {} });
      receive({ functionName: 'nobodyHome', responseId: 'r-2', data: {} });
      const answers = await until(() => {
        const list = server.ctx.logs
          .list({ session: `sdk-${host}`, kind: 'bridge' })
          .filter((e) => (e.detail as { kind: string }).kind === 'answer');
        return list.length >= 2 ? list.map((e) => e.detail) : undefined;
      }, 'answers');
      expect(answers).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ responseId: 'r-1', data: { shown: true } }),
          expect.objectContaining({ responseId: 'r-2', data: { error: 'web未找到调用方法' } }),
        ]),
      );
      bridge.dispose();
    }
  });

  it('answers pay with a bridge error, not the canned success, when the wallet cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const page = await openPage('host=android&version=352&session=wallet-down', {
        failing: /\/__sim\/wallet\/pay/,
      });
      const reply = await callAndroid(page, 'pay', 7);
      expect(reply).toMatchObject({ errorCode: 'WALLET_UNAVAILABLE', errorMsg: '钱包暂时无法支付，未扣款' });
      expect(reply.data).toBeUndefined();
      // The shim says why on the page's console (QA sees it in the devtools), not silently.
      expect(warn).toHaveBeenCalledWith('[sim] pay unreachable', expect.any(TypeError));
    } finally {
      warn.mockRestore();
    }
  });
});
