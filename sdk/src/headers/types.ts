// Types of the header strategies. Field spellings (PHONE_MODLE, phoneModle, appProDuctType) are
// the wire contract of docs/product.md §3: keep them.

/**
 * Who hosts the page: the provider's app, the mini-program web-view, the official account.
 *
 * @example
 * ```ts
 * const context: AccessContext = strategy.context;
 * ```
 */
export type AccessContext = 'hostApp' | 'miniProgram' | 'officialAccount';

/**
 * The identification headers of one access context, plugged into the gateway.
 * `encrypt` is {@link sealToken} bound to the gateway's public key.
 *
 * @example
 * ```ts
 * const gateway = createGateway({ ...options, headerStrategy: officialAccountHeaders() });
 * ```
 */
export interface HeaderStrategy {
  readonly context: AccessContext;
  headers(encrypt: (value: string) => string): Record<string, string> | Promise<Record<string, string>>;
}

/**
 * Device info from the native host app (`getBaseRequestParams`).
 *
 * @example
 * ```ts
 * const strategy = hostAppHeaders(async (): Promise<DeviceInfo> => nativeApi.getBaseRequestParams());
 * ```
 */
export interface DeviceInfo {
  TOKEN_ID: string;
  PHONE_IMEI: string;
  PHONE_FIRM: string;
  PHONE_MODLE: string;
  PHONE_VERSIONS: string;
  PHONE_LANGUAGE: string;
  PHONE_NETWORK: string;
  APP_VERSIONS: string;
  ROOTED: string;
  'APP-TYPE': string;
  PLATFORM: string;
}

/**
 * Request context from the mini-program page query (docs/product.md §3).
 *
 * @example
 * ```ts
 * const query: MiniProgramQuery = Object.fromEntries(new URLSearchParams(location.search));
 * ```
 */
export interface MiniProgramQuery {
  token?: string;
  appVersion?: string;
  phoneVersion?: string;
  phoneModle?: string;
  wechatId?: string;
  phonePlatform?: string;
  appProDuctType?: string;
}
