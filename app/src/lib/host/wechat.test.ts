// The real JS-SDK (weixin-js-sdk) against a fake WeChat client: `WeixinJSBridge` on the page's window,
// its ready event on document. The JS-SDK reads the user agent once, when it loads, and binds to the
// global window, so this file sets WeChat's user agent before the first call loads it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWeChatMiniProgram, loadJsSdk } from './wechat';

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
