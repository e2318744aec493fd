// What each fake host looks like to the page: user agent, bridge style and device info.
// Pure data (no Node imports): the server and the harness UI share it (src/shared).

export const HOST_KINDS = [
  'android',
  'ios',
  'pos',
  'loan',
  'miniprogram',
  'officialaccount',
  'browser',
] as const;
export type HostKindName = (typeof HOST_KINDS)[number];

/** How the page talks to the host: the Android-style object, the WKWebView handler, or not at all. */
export type BridgeStyle = 'android' | 'ios' | 'none';

/**
 * The engine the host's web view really runs, named as MDN's browser-compat-data names its browser,
 * so the simulator can take away the APIs that engine lacks (hosts/engines.ts).
 */
export interface HostEngine {
  browser: 'webview_android' | 'safari_ios';
  version: string;
  label: string;
}

export interface HostProfile {
  kind: HostKindName;
  label: string;
  bridge: BridgeStyle;
  /** The user agent before the version suffix is appended. */
  userAgent: (version: number) => string;
  /** Device info fields (docs/product.md §3) this host reports through getBaseRequestParams. */
  device: Record<string, string>;
  engine: HostEngine;
}

export const NEWEST_APP_VERSION = 360;

const REDMI_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 10; Redmi 9A Build/QP1A.190711.020; wv) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36';
// iOS 14.8 on an iPhone 8: the oldest iOS the H5 supports, so the iOS host plays its engine.
const IPHONE_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const SUNMI_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 7.1.1; P2 Build/NMF26F; wv) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Version/4.0 Chrome/83.0.4103.101 Mobile Safari/537.36';
const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 12; M2102J2SC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 ' +
  'MMWEBSDK/20230504 MMWEBID/1234 MicroMessenger/8.0.37.2380(0x2800253D) WeChat/arm64 Weixin ' +
  'NetType/WIFI Language/zh_CN ABI/arm64';
// A plain mobile browser that is neither Android nor iOS to the bridge's detection (HarmonyOS NEXT's
// ArkWeb), so the page takes the specification's '未知移动设备！' path instead of calling a missing bridge.
const ARKWEB_BROWSER =
  'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 ' +
  'Safari/537.36 ArkWeb/4.1.6.1 Mobile';

const androidDevice = {
  PHONE_IMEI: '867530012345678',
  PHONE_FIRM: 'Xiaomi',
  PHONE_MODLE: 'Redmi 9A',
  PHONE_VERSIONS: '10',
  PHONE_LANGUAGE: 'zh-CN',
  PHONE_NETWORK: '4G',
  ROOTED: '0',
  'APP-TYPE': '01',
  PLATFORM: 'android',
  phonePlatform: 'android',
};

// Each engine is the one its user agent above names.
const CHROME_120: HostEngine = {
  browser: 'webview_android',
  version: '120',
  label: 'Android WebView · Chrome 120',
};
const WECHAT_XWEB: HostEngine = {
  browser: 'webview_android',
  version: '107',
  label: 'WeChat XWEB 5023 · Chromium 107',
};

export const HOST_PROFILES: Record<HostKindName, HostProfile> = {
  android: {
    kind: 'android',
    label: 'Android App',
    bridge: 'android',
    userAgent: (v) => `${REDMI_WEBVIEW} MerchantApp/${v}`,
    device: androidDevice,
    engine: CHROME_120,
  },
  ios: {
    kind: 'ios',
    label: 'iOS App',
    bridge: 'ios',
    userAgent: (v) => `${IPHONE_WEBVIEW} MerchantApp/${v}`,
    device: {
      PHONE_IMEI: 'A1B2C3D4-0000-4000-8000-00000000F00D',
      PHONE_FIRM: 'Apple',
      PHONE_MODLE: 'iPhone10,4',
      PHONE_VERSIONS: '14.8',
      PHONE_LANGUAGE: 'zh-Hans-CN',
      PHONE_NETWORK: 'WIFI',
      ROOTED: '0',
      'APP-TYPE': '02',
      PLATFORM: 'ios',
      phonePlatform: 'ios',
    },
    engine: { browser: 'safari_ios', version: '14.8', label: 'iOS 14.8 WKWebView · Safari 14' },
  },
  pos: {
    kind: 'pos',
    label: 'POS App (商米 P2)',
    bridge: 'android',
    userAgent: (v) => `${SUNMI_WEBVIEW} MerchantPOS/${v}`,
    device: {
      ...androidDevice,
      PHONE_IMEI: 'P2SUNMI0000001',
      PHONE_FIRM: 'SUNMI',
      PHONE_MODLE: 'P2',
      PHONE_VERSIONS: '7.1.1',
      'APP-TYPE': '06',
    },
    // The Sunmi P2's system WebView, never updated: the oldest engine of all the hosts.
    engine: { browser: 'webview_android', version: '83', label: 'Android WebView · Chrome 83' },
  },
  loan: {
    kind: 'loan',
    label: '贷款 App (loanApp)',
    bridge: 'android',
    userAgent: (v) => `${REDMI_WEBVIEW} MerchantLoan/${v}`,
    device: { ...androidDevice, 'APP-TYPE': '07' },
    engine: CHROME_120,
  },
  miniprogram: {
    kind: 'miniprogram',
    label: '微信小程序 web-view',
    bridge: 'none',
    userAgent: () => `${WECHAT_ANDROID} miniProgram/wx5f3a1b2c3d4e5f60`,
    device: { PHONE_VERSIONS: 'Android 12', PHONE_MODLE: 'M2102J2SC', PLATFORM: 'android' },
    engine: WECHAT_XWEB,
  },
  officialaccount: {
    kind: 'officialaccount',
    label: '微信公众号 (WeChat browser)',
    bridge: 'none',
    userAgent: () => WECHAT_ANDROID,
    device: {},
    engine: WECHAT_XWEB,
  },
  browser: {
    kind: 'browser',
    label: '普通手机浏览器 (no bridge)',
    bridge: 'none',
    userAgent: () => ARKWEB_BROWSER,
    device: {},
    // ArkWeb is Chromium; MDN has no ArkWeb of its own, so it counts as the Android WebView of its Chromium.
    engine: { browser: 'webview_android', version: '114', label: 'HarmonyOS ArkWeb · Chromium 114' },
  },
};

/** @example isHostKind('ios') // true */
export function isHostKind(value: unknown): value is HostKindName {
  return typeof value === 'string' && (HOST_KINDS as readonly string[]).includes(value);
}

/** The query context a mini-program page receives (docs/product.md §3), spelled as the wire spells it. */
export function miniProgramQuery(token: string, version: number): Record<string, string> {
  return {
    token,
    appVersion: String(version),
    phoneVersion: 'Android 12',
    phoneModle: 'M2102J2SC',
    wechatId: 'oSIM-wechat-openid-0001',
    phonePlatform: 'android',
    appProDuctType: '03',
  };
}

/** The dev token the gateway decodes: `sim-token:<session>:<scenario>` (docs/simulator.md). */
export function simToken(session: string, scenario: string): string {
  return `sim-token:${session}:${scenario}`;
}
