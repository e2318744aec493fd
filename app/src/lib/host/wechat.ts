// What the page asks of WeChat, through WeChat's official JS-SDK (the weixin-js-sdk package). The
// WeChat client provides no `window.wx`: it injects `WeixinJSBridge`, and the JS-SDK turns each
// `wx.miniProgram` call into `WeixinJSBridge.invoke('invokeMiniProgramAPI', {name, arg})`, once the
// bridge is ready. This is the only module that imports it, dynamically and on first use, and only a
// WeChat host gets an API that uses it: no other host's first screen carries it (docs/decisions.md).
import type { MiniProgramApi } from './HostContext';

/** What WeChat answers a JS-SDK call: `errMsg` is `'<api>:ok'`, `'<api>:fail …'` or `'<api>:cancel'`. */
interface JsSdkCallbacks {
  success?(res: { errMsg: string }): void;
  fail?(res: { errMsg: string }): void;
  cancel?(res: { errMsg: string }): void;
}

/**
 * The part of the JS-SDK's `wx` the app uses, typed here: the package's own typings ask for a `url`
 * in `navigateBack` and declare its globals as `any`.
 */
export interface JsSdk {
  miniProgram: {
    navigateBack(options: { delta?: number } & JsSdkCallbacks): void;
    navigateTo(options: { url: string } & JsSdkCallbacks): void;
    redirectTo(options: { url: string } & JsSdkCallbacks): void;
    postMessage(options: { data: Record<string, unknown> } & JsSdkCallbacks): void;
    getEnv(callback: (res: { miniprogram: boolean }) => void): void;
  };
}

/** The mini program's API as the app offers it: every call of the JS-SDK's `wx.miniProgram`. */
export interface WeChatMiniProgram extends MiniProgramApi {
  navigateTo(options: { url: string }): Promise<void>;
  redirectTo(options: { url: string }): Promise<void>;
  /** Delivered to the mini program when the merchant leaves the page or shares it. */
  postMessage(data: Record<string, unknown>): Promise<void>;
}

let loading: Promise<JsSdk> | null = null;

/**
 * The JS-SDK, fetched once on first use; a fetch that failed is tried again on the next call.
 *
 * @example
 * ```ts
 * const wx = await loadJsSdk();
 * wx.miniProgram.getEnv((res) => console.log(res.miniprogram));
 * ```
 */
export function loadJsSdk(): Promise<JsSdk> {
  loading ??= import('./weixinJsSdk').then(
    (module) => module.default as unknown as JsSdk,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The mini program's API on top of the JS-SDK. Each call resolves once WeChat has answered. A failure
 * (the JS-SDK did not load, WeChat said `fail`) is reported on the console and resolves all the same:
 * the page has no better way out to offer, and a 401 hand-off that settles lets the next 401 alert
 * again. On success WeChat may take the page away before it answers, so a call may never settle.
 *
 * @example
 * ```ts
 * const miniProgram = createWeChatMiniProgram();
 * await miniProgram.navigateBack(); // WeixinJSBridge.invoke('invokeMiniProgramAPI', {name: 'navigateBack', …})
 * ```
 */
export function createWeChatMiniProgram(load: () => Promise<JsSdk> = loadJsSdk): WeChatMiniProgram {
  function ask(api: string, call: (wx: JsSdk['miniProgram'], callbacks: JsSdkCallbacks) => void) {
    return load().then(
      (wx) =>
        new Promise<void>((resolve) => {
          const failed = (res: { errMsg: string }) => {
            console.warn(`[wechat] miniProgram.${api}: ${res.errMsg}`);
            resolve();
          };
          call(wx.miniProgram, { success: () => resolve(), fail: failed, cancel: failed });
        }),
      (error: unknown) =>
        console.warn(`[wechat] the JS-SDK did not load: miniProgram.${api} not sent`, error),
    );
  }
  return {
    navigateBack: (options = {}) =>
      ask('navigateBack', (wx, callbacks) => wx.navigateBack({ ...options, ...callbacks })),
    navigateTo: (options) =>
      ask('navigateTo', (wx, callbacks) => wx.navigateTo({ ...options, ...callbacks })),
    redirectTo: (options) =>
      ask('redirectTo', (wx, callbacks) => wx.redirectTo({ ...options, ...callbacks })),
    postMessage: (data) => ask('postMessage', (wx, callbacks) => wx.postMessage({ data, ...callbacks })),
  };
}
