// The choices the harness offers. Host kinds and version gates come from the server's own tables.
import { HOST_KINDS, HOST_PROFILES, NEWEST_APP_VERSION, type HostKindName } from '../../shared/host-profiles';
import { ENVIRONMENTS, type EnvironmentChoice } from '../../shared/host-settings';

export { HOST_KINDS, HOST_PROFILES, NEWEST_APP_VERSION, ENVIRONMENTS };
export type { HostKindName, EnvironmentChoice };

export const SCREEN_SIZES = [
  { id: '320x568', width: 320, height: 568, label: '320×568 (iPhone SE 1)' },
  { id: '360x640', width: 360, height: 640, label: '360×640 (Android 小屏)' },
  { id: '375x667', width: 375, height: 667, label: '375×667 (iPhone 8)' },
  { id: '390x844', width: 390, height: 844, label: '390×844 (iPhone 14)' },
  { id: '412x915', width: 412, height: 915, label: '412×915 (Pixel 7)' },
] as const;
export type ScreenSizeId = (typeof SCREEN_SIZES)[number]['id'];

/** docs/product.md §1: the `source` query code and its channel label. */
export const SOURCES = [
  { code: '', label: '— 无 source —' },
  { code: '01', label: '01 EPOS 设备 (EPOS device)' },
  { code: '02', label: '02 公众号 (official account)' },
  { code: '03', label: '03 订阅消息 (subscription message)' },
  { code: '04', label: '04 模板消息 (template message)' },
  { code: '05', label: '05 Plus App' },
  { code: '06', label: '06 智能 POS (smart POS device)' },
] as const;

export const ENVIRONMENT_LABELS: Record<EnvironmentChoice, string> = {
  mock: 'mock · localhost',
  test: 'test · test.localhost',
  alpha: 'alpha · alpha.localhost (CANARY_ACTIVE)',
  production: 'production · prod.localhost (sealed)',
};

/** Versions around each gate, so QA can hop to either side with one click. */
export const VERSION_SHORTCUTS = [318, 319, 331, 332, 350, 351, NEWEST_APP_VERSION];

/** Device-info fields (docs/product.md §3) QA can override per session. */
export const DEVICE_FIELDS = [
  'TOKEN_ID',
  'PHONE_IMEI',
  'PHONE_FIRM',
  'PHONE_MODLE',
  'PHONE_VERSIONS',
  'PHONE_LANGUAGE',
  'PHONE_NETWORK',
  'ROOTED',
  'APP-TYPE',
  'PLATFORM',
] as const;

/** A few routes per area for the address bar's suggestions (docs/product.md §2); any route can be typed. */
export const SUGGESTED_ROUTES = [
  '/',
  '/transaction/record',
  '/withdrawal/WithdrawalRecord',
  '/monthBill/monthBillHome',
  '/savingBills',
  '/message/index',
  '/taskCenter/index',
  '/integralManage/Home',
  '/integralManage/PointMall',
  '/coupon/mall',
  '/coupon/buyHistory',
  '/members/index',
  '/paid/members',
  '/business/certificate',
  '/audit/status',
  '/device/deviceApply',
  '/help/index',
  '/gradeRate',
  '/bankCardList',
  '/officialAccount/Login',
  '/zEraAGeneraMiniProgramWeb/transaction/record',
];

/**
 * The page origin that selects an environment (docs/simulator.md "Environments and addresses": the
 * hostname decides).
 */
export function environmentOrigin(
  env: EnvironmentChoice,
  location: { protocol: string; hostname: string; port: string },
): string {
  const port = location.port ? `:${location.port}` : '';
  const mockHost = location.hostname === '127.0.0.1' ? '127.0.0.1' : 'localhost';
  const host = {
    mock: mockHost,
    test: 'test.localhost',
    alpha: 'alpha.localhost',
    production: 'prod.localhost',
  }[env];
  return `${location.protocol}//${host}${port}`;
}

export function hostLabel(kind: HostKindName): string {
  return HOST_PROFILES[kind].label;
}

/** The web view's engine the host plays, whose missing APIs the shim takes away (docs/simulator.md "Engines"). */
export function engineLabel(kind: HostKindName): string {
  return HOST_PROFILES[kind].engine.label;
}

/** @example hostChoiceLabel('pos') // 'pos — POS App (商米 P2) — Android WebView · Chrome 83' */
export function hostChoiceLabel(kind: HostKindName): string {
  return `${kind} — ${hostLabel(kind)} — ${engineLabel(kind)}`;
}
