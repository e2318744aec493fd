// What the page asks of WeChat, through WeChat's official JS-SDK (the weixin-js-sdk package). The
// WeChat client provides no `window.wx`: it injects `WeixinJSBridge`, and the JS-SDK turns each
// `wx.miniProgram` call into `WeixinJSBridge.invoke('invokeMiniProgramAPI', {name, arg})`, once the
// bridge is ready. This is the only module that imports it, dynamically and on first use, and only a
// WeChat host gets an API that uses it: no other host's first screen carries it (docs/decisions.md).
// In the official account, WeChat answers share and image preview only after a `wx.config` signed
// by the server for the page's address (`wechatTicket`).
import type { JsapiSignature } from '@merchant-h5/sdk';
import type { MiniProgramApi, OfficialAccountApi, ShareCard } from './HostContext';

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
  config(options: JsapiSignature & { debug: boolean; jsApiList: readonly string[] }): void;
  /** Called once the config's answer is in, whether WeChat accepted it or not (`error` says which). */
  ready(callback: () => void): void;
  error(callback: (res: { errMsg: string }) => void): void;
  updateAppMessageShareData(options: Required<ShareCard> & JsSdkCallbacks): void;
  updateTimelineShareData(options: Omit<Required<ShareCard>, 'desc'> & JsSdkCallbacks): void;
  previewImage(options: { current: string; urls: string[] } & JsSdkCallbacks): void;
  miniProgram: {
    navigateBack(options: { delta?: number } & JsSdkCallbacks): void;
    navigateTo(options: { url: string } & JsSdkCallbacks): void;
    redirectTo(options: { url: string } & JsSdkCallbacks): void;
    reLaunch(options: { url: string } & JsSdkCallbacks): void;
    postMessage(options: { data: Record<string, unknown> } & JsSdkCallbacks): void;
    getEnv(callback: (res: { miniprogram: boolean }) => void): void;
  };
}

/** The mini program's API as the app offers it: every call of the JS-SDK's `wx.miniProgram`. */
export interface WeChatMiniProgram extends MiniProgramApi {
  navigateTo(options: { url: string }): Promise<void>;
  redirectTo(options: { url: string }): Promise<void>;
  /** Closes the web-view's pages and opens a page of the mini program (its home, a tab page). */
  reLaunch(options: { url: string }): Promise<void>;
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
    reLaunch: (options) => ask('reLaunch', (wx, callbacks) => wx.reLaunch({ ...options, ...callbacks })),
    postMessage: (data) => ask('postMessage', (wx, callbacks) => wx.postMessage({ data, ...callbacks })),
  };
}

/** What the official account's pages ask of WeChat: each must be listed in the signed `wx.config`. */
const OFFICIAL_ACCOUNT_APIS = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'previewImage',
] as const;

export interface OfficialAccountOptions {
  /** The server's signature of `wx.config` for an address (the `wechatTicket` endpoint). */
  sign(url: string): Promise<JsapiSignature>;
  /** The address WeChat checks the signature against (`signedAddress`). */
  pageUrl(): string;
  load?: () => Promise<JsSdk>;
}

/**
 * The address WeChat checks a `wx.config` against, without its `#` part and with its query exactly as
 * the address has it (not decoded): on Android the page's address at the time of the config; on iOS
 * the address the page was opened at (`openedAt`, read before the router ran), whatever came since.
 *
 * @example const pageUrl = signedAddress(window.location, client.os, openedAt);
 */
export function signedAddress(location: Pick<Location, 'href'>, os: string, openedAt: string): () => string {
  const withoutHash = (href: string) => href.split('#')[0] ?? '';
  const opened = withoutHash(openedAt);
  return os === 'ios' ? () => opened : () => withoutHash(location.href);
}

/**
 * WeChat's share menu and image viewer in the official account. The first call signs and sends
 * `wx.config` once for the page. When the signature or the JS-SDK cannot be had (network), the next
 * call tries again; when WeChat refused the config, it stays refused for the page's life (the JS-SDK
 * cannot tell a second config's answer from the first's) and every call resolves false.
 *
 * @example
 * ```ts
 * const pageUrl = signedAddress(location, 'android', location.href);
 * const account = createWeChatOfficialAccount({ sign, pageUrl });
 * await account.previewImage({ current: url, urls: [url] }); // WeixinJSBridge.invoke('imagePreview', …)
 * ```
 */
export function createWeChatOfficialAccount({
  sign,
  pageUrl,
  load = loadJsSdk,
}: OfficialAccountOptions): OfficialAccountApi {
  let configured: Promise<JsSdk | null> | null = null;

  async function configure(): Promise<JsSdk | null> {
    let wx: JsSdk;
    let signature: JsapiSignature;
    try {
      [wx, signature] = await Promise.all([load(), sign(pageUrl())]);
    } catch (error) {
      configured = null; // not sent to WeChat: the next call tries again
      console.warn('[wechat] wx.config not sent: no JS-SDK or no signature', error);
      return null;
    }
    return new Promise<JsSdk | null>((resolve) => {
      wx.config({ debug: false, ...signature, jsApiList: OFFICIAL_ACCOUNT_APIS });
      // On a refusal WeChat calls `error` first, then `ready` all the same: the first one counts.
      wx.error((res) => {
        console.warn(`[wechat] wx.config refused: ${res.errMsg}`);
        resolve(null);
      });
      wx.ready(() => resolve(wx));
    });
  }

  function ask(api: string, call: (wx: JsSdk, callbacks: JsSdkCallbacks) => void): Promise<boolean> {
    configured ??= configure();
    return configured.then((wx) =>
      wx === null
        ? false
        : new Promise<boolean>((resolve) => {
            const failed = (res: { errMsg: string }) => {
              console.warn(`[wechat] ${api}: ${res.errMsg}`);
              resolve(false);
            };
            call(wx, { success: () => resolve(true), fail: failed, cancel: failed });
          }),
    );
  }

  // WeChat takes whole addresses only: a picture's path is made one against the page's.
  const whole = (url: string) => new URL(url, pageUrl()).href;

  return {
    share: async ({ title, desc, link, imgUrl }) => {
      const card = { title, link: whole(link), imgUrl: imgUrl ? whole(imgUrl) : '' };
      const [chat, moments] = await Promise.all([
        ask('updateAppMessageShareData', (wx, callbacks) =>
          wx.updateAppMessageShareData({ ...card, desc, ...callbacks }),
        ),
        ask('updateTimelineShareData', (wx, callbacks) =>
          wx.updateTimelineShareData({ ...card, ...callbacks }),
        ),
      ]);
      return chat && moments;
    },
    previewImage: ({ current, urls }) =>
      ask('previewImage', (wx, callbacks) =>
        wx.previewImage({ current: whole(current), urls: urls.map(whole), ...callbacks }),
      ),
  };
}
