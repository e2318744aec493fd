// Opening the provider's app from a page outside it (/guide/openApp): its address scheme, and how long
// a browser is given to leave for the app before the page says it is not installed.

/** The provider's app answers this scheme when installed (the app's manifest declares it). */
export const APP_SCHEME_URL = 'merchantapp://open';

/** A browser that opened the app hides the page within this time; still shown after it, no app. */
export const APP_OPEN_WAIT_MS = 2500;

/** Where the page runs, for what it can offer: the app itself, WeChat's browser, the mini program, a browser. */
export type OpenAppPlace = 'inApp' | 'officialAccount' | 'miniProgram' | 'browser';

/** @example openAppPlace({ native: null, accessContext: 'officialAccount' }) // 'officialAccount' */
export function openAppPlace(host: { native: unknown; accessContext: string }): OpenAppPlace {
  if (host.native) return 'inApp';
  if (host.accessContext === 'officialAccount') return 'officialAccount';
  if (host.accessContext === 'miniProgram') return 'miniProgram';
  return 'browser';
}
