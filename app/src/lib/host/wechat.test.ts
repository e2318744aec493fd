// The real JS-SDK (weixin-js-sdk) against a fake WeChat client: `WeixinJSBridge` on the page's window,
// its ready event on document. The JS-SDK reads the user agent once, when it loads, and binds to the
// global window, so this file sets WeChat's user agent before the first call loads it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JsapiSignature } from '@merchant-h5/sdk';
import { createWeChatMiniProgram, createWeChatOfficialAccount, loadJsSdk, signedAddress } from './wechat';
import type { JsSdk } from './wechat';
import jsSdkSource from 'weixin-js-sdk/index.js?raw';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.47 NetType/WIFI miniProgram/wx5f3a1b2c3d4e5f60';

interface Invoke {
  name: string;
  args: Record<string, unknown>;
}

type BridgeWindow = Window & { WeixinJSBridge?: unknown };

/** A fresh client bridge per test: records each invoke and answers it as WeChat would. */
function installBridge(answer: (call: Invoke) => Record<string, unknown>): Invoke[] {
  const calls: Invoke[] = [];
  (window as BridgeWindow).WeixinJSBridge = {
    invoke(name: string, args: Record<string, unknown>, callback: (res: Record<string, unknown>) => void) {
      calls.push({ name, args });
      setTimeout(() => callback(answer({ name, args })), 0);
    },
    on: () => undefined,
  };
  return calls;
}

const ok = () => ({ err_msg: 'invokeMiniProgramAPI:ok' });

beforeAll(() => {
  Object.defineProperty(window.navigator, 'userAgent', { value: WECHAT_UA, configurable: true });
});
afterEach(() => {
  delete (window as BridgeWindow).WeixinJSBridge;
  vi.restoreAllMocks();
});
afterAll(() => {
  // The worker's other files share this window: give it back its own user agent.
  delete (window.navigator as unknown as Record<string, unknown>).userAgent;
});

describe('createWeChatMiniProgram', () => {
  it('asks WeChat through WeixinJSBridge.invoke("invokeMiniProgramAPI"), and settles on its answer', async () => {
    const calls = installBridge(ok);
    const miniProgram = createWeChatMiniProgram();
    await miniProgram.navigateBack();
    await miniProgram.navigateTo({ url: '/pages/home/index' });
    await miniProgram.redirectTo({ url: '/pages/login/index' });
    await miniProgram.postMessage({ paid: true });
    expect(calls.map((c) => c.name)).toEqual(Array(4).fill('invokeMiniProgramAPI'));
    expect(calls.map((c) => ({ name: c.args.name, arg: c.args.arg }))).toEqual([
      { name: 'navigateBack', arg: { delta: 1 } },
      { name: 'navigateTo', arg: { url: '/pages/home/index' } },
      { name: 'redirectTo', arg: { url: '/pages/login/index' } },
      { name: 'postMessage', arg: { paid: true } },
    ]);
    expect(window).not.toHaveProperty('wx');
  });

  it('waits for WeixinJSBridgeReady when the client injects its bridge after the page started', async () => {
    let settled = false;
    const back = createWeChatMiniProgram()
      .navigateBack({ delta: 2 })
      .then(() => (settled = true));
    await loadJsSdk();
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    const calls = installBridge(ok);
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await back;
    expect(calls).toEqual([
      expect.objectContaining({ args: expect.objectContaining({ name: 'navigateBack', arg: { delta: 2 } }) }),
    ]);
  });

  it('reports a refusal on the console and settles all the same', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installBridge(() => ({ err_msg: 'invokeMiniProgramAPI:fail_not in miniprogram' }));
    await createWeChatMiniProgram().navigateBack();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('miniProgram.navigateBack: invokeMiniProgramAPI:'),
    );
  });

  it('settles when the JS-SDK cannot be loaded, and sends nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = installBridge(ok);
    await createWeChatMiniProgram(() => Promise.reject(new TypeError('Failed to fetch'))).navigateBack();
    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not load'), expect.any(TypeError));
  });
});

describe('createWeChatOfficialAccount', () => {
  const signature: JsapiSignature = {
    appId: 'wx5f1c0a7e9b3d2c41',
    timestamp: 1764400000,
    nonceStr: 'n0nce',
    signature: 'f'.repeat(40),
  };
  const page = 'http://localhost:5170/h5/integralManage/CommodityDetails/C1?from=%E8%8F%9C%E5%8D%95';

  /**
   * The JS-SDK's own code, evaluated afresh: it keeps its config's state for the page's life (and
   * on the window as `jWeixin`), and Node caches the module, so each test gets a page of its own.
   */
  function freshJsSdk(): JsSdk {
    delete (window as unknown as Record<string, unknown>).jWeixin;
    const module = { exports: {} };
    new Function('module', 'exports', jsSdkSource)(module, module.exports);
    return module.exports as JsSdk;
  }

  /** What the page asked WeChat for, without the JS-SDK's own report after a config. */
  const asked = (calls: Invoke[]) => calls.map((c) => c.name).filter((name) => name !== 'getNetworkType');

  function answering(preVerify: string) {
    return installBridge(({ name }) => ({ err_msg: name === 'preVerifyJSAPI' ? preVerify : `${name}:ok` }));
  }

  it("signs wx.config for the page's address once, then opens WeChat's viewer with whole addresses", async () => {
    const calls = answering('preVerifyJSAPI:ok');
    const sdk = freshJsSdk();
    const sign = vi.fn((_url: string) => Promise.resolve(signature));
    const account = createWeChatOfficialAccount({
      sign,
      pageUrl: () => page,
      load: () => Promise.resolve(sdk),
    });
    await expect(
      account.previewImage({ current: '/pictures/c1.png', urls: ['/pictures/c1.png'] }),
    ).resolves.toBe(true);
    await expect(account.share({ title: '保温杯', desc: '1,200 积分兑换', link: '/h5/x' })).resolves.toBe(
      true,
    );
    expect(sign.mock.calls).toEqual([[page]]);
    expect(asked(calls)).toEqual([
      'preVerifyJSAPI',
      'imagePreview',
      'updateAppMessageShareData',
      'updateTimelineShareData',
    ]);
    expect(calls[0]?.args).toMatchObject({
      verifyAppId: signature.appId,
      verifyTimestamp: String(signature.timestamp),
      verifyNonceStr: signature.nonceStr,
      verifySignature: signature.signature,
      verifyJsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'imagePreview'],
    });
    expect(calls.find((c) => c.name === 'imagePreview')?.args).toMatchObject({
      current: 'http://localhost:5170/pictures/c1.png',
      urls: ['http://localhost:5170/pictures/c1.png'],
    });
    expect(calls.find((c) => c.name === 'updateAppMessageShareData')?.args).toMatchObject({
      title: '保温杯',
      link: 'http://localhost:5170/h5/x',
      imgUrl: '',
    });
  });

  it('resolves false when WeChat refused the config, and does not ask again for the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = answering('preVerifyJSAPI:fail_invalid signature');
    const sdk = freshJsSdk();
    const sign = vi.fn(() => Promise.resolve(signature));
    const account = createWeChatOfficialAccount({
      sign,
      pageUrl: () => page,
      load: () => Promise.resolve(sdk),
    });
    await expect(account.previewImage({ current: '/a.png', urls: ['/a.png'] })).resolves.toBe(false);
    await expect(account.previewImage({ current: '/a.png', urls: ['/a.png'] })).resolves.toBe(false);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(asked(calls)).toEqual(['preVerifyJSAPI']);
    expect(warn).toHaveBeenCalledWith('[wechat] wx.config refused: config:invalid signature');
  });

  it('asks for the signature again on the next call when it could not be had', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = answering('preVerifyJSAPI:ok');
    const sdk = freshJsSdk();
    const sign = vi
      .fn<(url: string) => Promise<JsapiSignature>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(signature);
    const account = createWeChatOfficialAccount({
      sign,
      pageUrl: () => page,
      load: () => Promise.resolve(sdk),
    });
    await expect(account.previewImage({ current: '/a.png', urls: ['/a.png'] })).resolves.toBe(false);
    expect(calls).toEqual([]);
    await expect(account.previewImage({ current: '/a.png', urls: ['/a.png'] })).resolves.toBe(true);
    expect(sign).toHaveBeenCalledTimes(2);
  });
});

describe('signedAddress', () => {
  it("is the page's address now on Android, the address it opened at on iOS, never its # part", () => {
    const location = { href: 'https://h5.example.cn/h5/a?x=%20#top' };
    const android = signedAddress(location, 'android', location.href);
    const ios = signedAddress(location, 'ios', location.href);
    location.href = 'https://h5.example.cn/h5/b#/c';
    expect(android()).toBe('https://h5.example.cn/h5/b');
    expect(ios()).toBe('https://h5.example.cn/h5/a?x=%20');
  });
});
