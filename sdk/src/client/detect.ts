// Client environment from the user agent, the page query and the WeChat globals.
//
// User-agent tokens (also in sdk/README.md):
//   /android/i                         → os 'android'
//   "(iPhone; CPU iPhone OS … Mac OS X", iPhone, iPad → os 'ios'
//   MerchantPOS                         → the provider's own POS app (isPosApp)
//   MerchantLoan                        → the loan app (appSource 'loanApp')
//   MicroMessenger                      → WeChat (isWeChat)
//   miniProgram (with MicroMessenger)   → the mini-program web-view
import type { AccessContext } from '../headers/types';
import { channelForSource } from './channels';
import { detectOs, type ClientOs } from './os';

/** The three access contexts of docs/product.md §6: the headers module's {@link AccessContext}. */
export type ClientAccessContext = AccessContext;

/**
 * The WeChat globals detection reads. The WeChat client injects `WeixinJSBridge` and sets
 * `__wxjs_environment` (both may come only with the `WeixinJSBridgeReady` event on `document`);
 * `wx` exists only where the page loaded the JS-SDK as a script of its own. `object &` keeps a real
 * `Window` assignable: without it TypeScript rejects it as sharing nothing with a weak type.
 */
export type WeChatWindow = object & {
  __wxjs_environment?: string;
  WeixinJSBridge?: { invoke?: unknown };
  navigator?: { userAgent: string };
  document?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  wx?: { miniProgram?: { getEnv?: (callback: (res: { miniprogram?: boolean }) => void) => void } };
};

/** What {@link detectClient} reports. */
export interface ClientEnvironment {
  os: ClientOs;
  isPosApp: boolean;
  isWeChat: boolean;
  appSource: 'loanApp' | 'miniProgramApp' | null;
  /** The `source` query parameter, verbatim. */
  source: string | null;
  /** The channel code the label came from: the source, or a fixed mini-program code. */
  channelCode: string | null;
  channel: string | undefined;
  accessContext: ClientAccessContext;
}

/**
 * Reads the client environment.
 *
 * @example
 * ```ts
 * const env = detectClient({ userAgent: navigator.userAgent, search: location.search, win: window });
 * if (env.accessContext === 'miniProgram') useMiniProgramHeaders();
 * ```
 */
export function detectClient(input: {
  userAgent: string;
  search: string;
  win?: WeChatWindow;
}): ClientEnvironment {
  const ua = input.userAgent;
  const query = new URLSearchParams(input.search);
  const isWeChat = /MicroMessenger/i.test(ua);
  const appSourceParam = query.get('appSource');
  const appSource =
    /MerchantLoan/i.test(ua) || appSourceParam === 'loan'
      ? 'loanApp'
      : appSourceParam === 'miniProgramApp'
        ? 'miniProgramApp'
        : null;
  const inMiniProgram =
    isWeChat && (/miniProgram/i.test(ua) || input.win?.__wxjs_environment === 'miniprogram');
  const accessContext: ClientAccessContext = inMiniProgram
    ? 'miniProgram'
    : isWeChat
      ? 'officialAccount'
      : 'hostApp';
  const source = query.get('source');
  const channelCode =
    channelForSource(source) !== undefined
      ? source
      : appSource === 'miniProgramApp'
        ? 'MINI_PROGRAM_APP'
        : accessContext === 'miniProgram'
          ? 'MINI_PROGRAM'
          : null;
  return {
    os: detectOs(ua),
    isPosApp: /MerchantPOS/i.test(ua),
    isWeChat,
    appSource,
    source,
    channelCode,
    channel: channelForSource(channelCode),
    accessContext,
  };
}
