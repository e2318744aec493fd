// The gateway's public types (docs/architecture.md "gateway/").
import type { CipherMode, Envelope } from '../envelope/envelopeV1';
import type { HeaderStrategy } from '../headers/types';
import type { Endpoint } from '../endpoints/types';

/**
 * Where the page runs; picks the gateway host, the default cipher mode and the canary header.
 *
 * @example
 * ```ts
 * const environment: EnvironmentName = resolveEnvironment(location);
 * ```
 */
export type EnvironmentName = 'mock' | 'test' | 'alpha' | 'production';

/**
 * HTTP methods of the gateway wrapper.
 *
 * @example
 * ```ts
 * const method: GatewayMethod = 'PUT';
 * ```
 */
export type GatewayMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Options of {@link createGateway}.
 *
 * @example
 * ```ts
 * const options: GatewayOptions = { baseUrl: `${location.origin}/gateway`, environment: 'mock', publicKey };
 * ```
 */
export interface GatewayOptions {
  /** `{host}`: a call goes to `${baseUrl}/${service}/${path}`. */
  baseUrl: string;
  environment: EnvironmentName;
  /** Gateway RSA public key (PEM): seals bodies and TOKEN/DEVICE-VERIFY. */
  publicKey: string;
  /** Default: production → 'encrypted', every other environment → 'plain'. */
  cipherMode?: CipherMode;
  /** Default: `createEnvelopeV1({ publicKey, tripleDesSecret })`. */
  envelope?: Envelope;
  /** The access context's identification headers. */
  headerStrategy?: HeaderStrategy;
  /** Mini-program client: ENCRYPT-KEY is 3DES-wrapped with this 24-character secret. */
  tripleDesSecret?: string;
  /** Called with the 401 message; not called again while a previous call's promise is pending. */
  onUnauthorized?: (message: string) => void | Promise<void>;
  /** Injected for tests / Node; default: the global fetch, looked up per call. */
  fetch?: typeof fetch;
  /** Per request, default 15000. */
  timeoutMs?: number;
}

/**
 * Per-call options of `send`, `request`, `get`/`post`/`put`/`delete`.
 *
 * @example
 * ```ts
 * await gateway.post('pay-service', 'order/pay', { body, idempotencyKey: key, signal });
 * ```
 */
export interface RequestOptions {
  /** Default: POST when there is a body, else GET. */
  method?: GatewayMethod;
  /** Appended as `?a=1&b=2`; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  /** JSON body, sealed per the cipher mode. Not allowed with GET. */
  body?: unknown;
  /** Sent as `Idempotency-Key`; reuse the same value when retrying the same action. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Extra headers; they win over every computed header. */
  headers?: Record<string, string>;
}

/**
 * Options of `gateway.call(endpoint, options)`.
 *
 * @example
 * ```ts
 * await gateway.call(endpoints.withdrawalDetail, { params: { orderNo } });
 * ```
 */
export interface CallOptions extends RequestOptions {
  /** Values for the endpoint path's `{name}` placeholders (URL-encoded). */
  params?: Record<string, string | number>;
}

/**
 * What {@link Gateway.send} resolves to: the HTTP status and the opened body.
 *
 * @example
 * ```ts
 * const { status, result }: GatewayResponse = await gateway.send('user-service', 'my/myInfo');
 * ```
 */
export interface GatewayResponse {
  status: number;
  /** Parsed JSON, or the raw (decrypted) text when it was not JSON. */
  result: unknown;
}

/**
 * The gateway client. Every method rejects with a `GatewayError` subclass.
 *
 * @example
 * ```ts
 * const info = await gateway.call<MyInfo>(endpoints.myInfo, { body: {} });
 * ```
 */
export interface Gateway {
  readonly environment: EnvironmentName;
  /** Transport only: accepted statuses resolve, never throws on unparsable bodies. */
  send(service: string, path: string, options?: RequestOptions): Promise<GatewayResponse>;
  /** `send` + the business envelope: `code === '200'` → `data`, else `BusinessError`. */
  request<T>(service: string, path: string, options?: RequestOptions): Promise<T>;
  /** `request` for a catalogue endpoint: its method, its path with `params` filled in. */
  call<T>(endpoint: Endpoint, options?: CallOptions): Promise<T>;
  get<T>(service: string, path: string, options?: RequestOptions): Promise<T>;
  post<T>(service: string, path: string, options?: RequestOptions): Promise<T>;
  put<T>(service: string, path: string, options?: RequestOptions): Promise<T>;
  delete<T>(service: string, path: string, options?: RequestOptions): Promise<T>;
  /** Rejects every pending call with an `AbortError`; later calls work as usual. */
  abortAll(): void;
}
