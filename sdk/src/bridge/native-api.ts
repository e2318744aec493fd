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
  BankCardOcrResult,
  BaseRequestParams,
  ChooseImageOptions,
  ChooseImageResult,
  LocationResult,
  LoginResult,
  NativeResult,
  NotificationStatusResult,
  PaymentResult,
  PayOptions,
  QrCodeResult,
  SaveAsImageResult,
  ShareToWeChatOptions,
  SwipeCardPayOptions,
  SwipeCardPayResult,
  WebShareOptions,
  WebShareResult,
} from './native-types';
import type { Bridge } from './types';

/** Options of {@link createNativeApi}. */
export interface NativeApiOptions {
  /** The host app version (e.g. APP_VERSIONS), or a getter when it is learnt later. */
  appVersion: number | string | (() => number | string | null | undefined);
  /** Used by replacePage below its gate; defaults to `globalThis.location`. */
  location?: { replace(url: string): void };
}

const QUIET = { interactive: false } as const;

/**
 * Typed native calls over a bridge. Calls nobody waits on a user for (base params, status
 * queries, title and button) use the bridge's `defaultTimeoutMs`; the others wait for the user.
 *
 * @example
 * ```ts
 * const native = createNativeApi(bridge, { appVersion: '360' });
 * const card = await native.scanBankCard();
 * await native.replacePage('/h5/transaction/record'); // location.replace below version 351
 * ```
 */
export function createNativeApi(bridge: Bridge, options: NativeApiOptions) {
  const version = () =>
    parseAppVersion(typeof options.appVersion === 'function' ? options.appVersion() : options.appVersion);
  const gate = (name: string, requirement: string) =>
    Promise.reject(new VersionGateError(name, requirement, version()));

  return {
    getBaseRequestParams: () => bridge.call<BaseRequestParams>('getBaseRequestParams', {}, QUIET),
    getLocation: () => bridge.call<LocationResult>('getLocation'),
    chooseImage: (opts: ChooseImageOptions = {}) => bridge.call<ChooseImageResult>('chooseImage', opts),
    shareToWeChat: (opts: ShareToWeChatOptions) => bridge.call<NativeResult>('shareToWeChat', opts),
    openWebView: (url: string, title?: string) =>
      bridge.call<NativeResult>('openWebView', title === undefined ? { url } : { url, title }),
    closeWebView: () => bridge.call<NativeResult>('closeWebView'),
    openNativePage: (page: string, params: Record<string, unknown> = {}) =>
      bridge.call<NativeResult>('openNativePage', { page, params }),
    setTitle: (title: string) => bridge.call<NativeResult>('setTitle', { title }, QUIET),
    setRightButton: (button: { text: string; icon?: string }) =>
      bridge.call<NativeResult>('setRightButton', button, QUIET),
    pay: (opts: PayOptions) => bridge.call<PaymentResult>('pay', opts),
    login: () => bridge.call<LoginResult>('login'),
    exitToLogin: () => bridge.call<NativeResult>('exitToLogin'),
    scanBankCard: () => bridge.call<BankCardOcrResult>('scanBankCard'),
    saveAsImage: (opts: Record<string, unknown> = {}) => bridge.call<SaveAsImageResult>('saveAsImage', opts),
    swipeCardPay: (opts: SwipeCardPayOptions) => bridge.call<SwipeCardPayResult>('swipeCardPay', opts),
    scanQrCode: () => bridge.call<QrCodeResult>('scanQrCode'),
    webShare: (opts: WebShareOptions) => bridge.call<WebShareResult>('webShare', opts),
    enterNativeModule: (module: string, params: Record<string, unknown> = {}) =>
      bridge.call<NativeResult>('enterNativeModule', { module, params }),

    /** Gated: app version ≥ 319. */
    getNotificationStatus: () =>
      canReportNotificationStatus(version())
        ? bridge.call<NotificationStatusResult>('getNotificationStatus', {}, QUIET)
        : gate('getNotificationStatus', `>= ${VERSION_GATES.reportNotificationStatus}`),
    /** Gated: app version > 331. */
    openNotificationSettings: () =>
      canOpenNotificationSettings(version())
        ? bridge.call<NativeResult>('openNotificationSettings')
        : gate('openNotificationSettings', `> ${VERSION_GATES.openNotificationSettings}`),
    /** Above version 350 the host replaces the page; below, `location.replace(url)`. */
    async replacePage(url: string): Promise<{ via: 'native' | 'location' }> {
      if (canReplacePage(version())) {
        await bridge.call<NativeResult>('replacePage', { url });
        return { via: 'native' };
      }
      const location =
        options.location ?? (globalThis as { location?: { replace(url: string): void } }).location;
      if (!location) return gate('replacePage', `> ${VERSION_GATES.replacePage}`);
      location.replace(url);
      return { via: 'location' };
    },
  };
}

/** The typed native API returned by {@link createNativeApi}. */
export type NativeApi = ReturnType<typeof createNativeApi>;
