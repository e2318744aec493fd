// Typed wrappers over the bridge: one per host function, named exactly as the hosts name them.
import { VersionGateError } from './errors/version-gate-error';
import {
  canOpenNotificationSettings,
  canReplacePage,
  canReportNotificationStatus,
  parseAppVersion,
  VERSION_GATES,
} from './version-gates';
import type {
  ChooseImageOptions,
  PayOptions,
  SaveAsImageOptions,
  ShareToWeChatOptions,
  SwipeCardPayOptions,
  WebShareOptions,
} from './native-types';
import type { Bridge, BridgeCallOptions } from './types';

/** Options of {@link createNativeApi}. */
export interface NativeApiOptions {
  /**
   * The host app version (e.g. APP_VERSIONS), or a getter when it is learnt later; a getter may
   * answer a promise (the host's device info), which every gated call waits for.
   */
  appVersion:
    | number
    | string
    | (() => number | string | null | undefined | PromiseLike<number | string | null | undefined>);
  /** Used by replacePage below its gate; defaults to `globalThis.location`. */
  location?: { replace(url: string): void };
}

const QUIET = { interactive: false } as const;

/**
 * Typed native calls over a bridge. Calls nobody waits on a user for (base params, status
 * queries, title and button) use the bridge's `nonInteractiveTimeoutMs`; the others wait for the user.
 *
 * @example
 * ```ts
 * const native = createNativeApi(bridge, { appVersion: '360' });
 * const card = await native.scanBankCard();
 * await native.replacePage('/h5/transaction/record'); // location.replace below version 351
 * ```
 */
export function createNativeApi(bridge: Bridge, options: NativeApiOptions) {
  const version = async () =>
    parseAppVersion(
      await (typeof options.appVersion === 'function' ? options.appVersion() : options.appVersion),
    );
  const gate = (name: string, requirement: string, found: number) =>
    Promise.reject(new VersionGateError(name, requirement, found));

  return {
    getBaseRequestParams: () => bridge.call('getBaseRequestParams', {}, QUIET),
    getLocation: () => bridge.call('getLocation'),
    chooseImage: (opts: ChooseImageOptions = {}) => bridge.call('chooseImage', opts),
    shareToWeChat: (opts: ShareToWeChatOptions) => bridge.call('shareToWeChat', opts),
    openWebView: (url: string, title?: string) =>
      bridge.call('openWebView', title === undefined ? { url } : { url, title }),
    closeWebView: () => bridge.call('closeWebView'),
    openNativePage: (page: string, params: Record<string, unknown> = {}) =>
      bridge.call('openNativePage', { page, params }),
    setTitle: (title: string) => bridge.call('setTitle', { title }, QUIET),
    setRightButton: (button: { text: string; icon?: string }) => bridge.call('setRightButton', button, QUIET),
    pay: (opts: PayOptions) => bridge.call('pay', opts),
    login: () => bridge.call('login'),
    exitToLogin: () => bridge.call('exitToLogin'),
    scanBankCard: () => bridge.call('scanBankCard'),
    scanIdCard: () => bridge.call('scanIdCard'),
    saveAsImage: (opts: SaveAsImageOptions = {}) => bridge.call('saveAsImage', opts),
    /** Waits for the payer; pass `timeoutMs` so a host that never answers cannot hold the page. */
    swipeCardPay: (opts: SwipeCardPayOptions, call?: BridgeCallOptions) =>
      bridge.call('swipeCardPay', opts, call),
    scanQrCode: () => bridge.call('scanQrCode'),
    webShare: (opts: WebShareOptions) => bridge.call('webShare', opts),
    enterNativeModule: (module: string, params: Record<string, unknown> = {}) =>
      bridge.call('enterNativeModule', { module, params }),

    /** Gated: app version ≥ 319. */
    async getNotificationStatus() {
      const found = await version();
      return canReportNotificationStatus(found)
        ? bridge.call('getNotificationStatus', {}, QUIET)
        : gate('getNotificationStatus', `>= ${VERSION_GATES.reportNotificationStatus}`, found);
    },
    /** Gated: app version > 331. */
    async openNotificationSettings() {
      const found = await version();
      return canOpenNotificationSettings(found)
        ? bridge.call('openNotificationSettings')
        : gate('openNotificationSettings', `> ${VERSION_GATES.openNotificationSettings}`, found);
    },
    /** Above version 350 the host replaces the page; below, `location.replace(url)`. */
    async replacePage(url: string): Promise<{ via: 'native' | 'location' }> {
      const found = await version();
      if (canReplacePage(found)) {
        await bridge.call('replacePage', { url });
        return { via: 'native' };
      }
      const location =
        options.location ?? (globalThis as { location?: { replace(url: string): void } }).location;
      if (!location) return gate('replacePage', `> ${VERSION_GATES.replacePage}`, found);
      location.replace(url);
      return { via: 'location' };
    },
  };
}

/** The typed native API returned by {@link createNativeApi}. */
export type NativeApi = ReturnType<typeof createNativeApi>;
