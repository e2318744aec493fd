// The gateway's public types (docs/architecture.md "gateway/").
import type { CipherMode, Envelope } from '../envelope/envelope-v1';
import type { HeaderStrategy } from '../headers/types';
import type { EndpointInput, ResponseOf } from '../endpoints/io';
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
  cipherMode?: CipherMode | undefined;
  /** Default: `createEnvelopeV1({ publicKey, tripleDesSecret })`. */
  envelope?: Envelope | undefined;
  /** The access context's identification headers. */
  headerStrategy?: HeaderStrategy | undefined;
  /** Mini-program client: ENCRYPT-KEY is 3DES-wrapped with this 24-character secret. */
  tripleDesSecret?: string | undefined;
  /** Called with the 401 message; not called again while a previous call's promise is pending. */
  onUnauthorized?: ((message: string) => void | Promise<void>) | undefined;
  /** Injected for tests / Node; default: the global fetch, looked up per call. */
  fetch?: typeof fetch | undefined;
  /** Per request, default 15000; a call's own `timeoutMs` wins. */
  timeoutMs?: number | undefined;
  /**
   * `fetch`'s credentials mode, default `'same-origin'`. The official account's session is a
   * cookie: use `'include'` when the gateway is on another origin (it must then allow credentials).
   */
  credentials?: RequestCredentials | undefined;
  /** Retry every GET and idempotent call by default (a call's own `retry` wins); off by default. */
  retry?: RetryOptions | number | undefined;
}

/**
 * Per-call options of `send`, `request`, `get`/`post`/`put`/`delete`.
 *
 * @example
 * ```ts
 * await gateway.post('pay-service', 'order/pay', { body, idempotencyKey: key, signal });
 * ```
 */
export interface RequestOptions extends CallControl {
  /** Default: POST when there is a body, else GET. */
  method?: GatewayMethod | undefined;
  /** Appended as `?a=1&b=2`; undefined values are left out. */
  query?: Record<string, string | number | undefined> | undefined;
  /** JSON body, sealed per the cipher mode. Not allowed with GET. */
  body?: unknown;
}

/**
 * What every call takes besides its inputs.
 *
 * @example
 * ```ts
 * const common: CallControl = { idempotencyKey: key, timeoutMs: 5000, retry: { retries: 2 } };
 * ```
 */
export interface CallControl {
  /** Sent as `Idempotency-Key`; reuse the same value when retrying the same action. */
  idempotencyKey?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Extra headers; they win over every computed header. */
  headers?: Record<string, string> | undefined;
  /** This call's time limit in ms (the gateway's `timeoutMs` otherwise); exceeded → `TimeoutError`. */
  timeoutMs?: number | undefined;
  /** Opt-in retry; only GETs and idempotent calls are retried (see {@link RetryOptions}). */
  retry?: RetryOptions | number | undefined;
}

/**
 * Options of `gateway.call(endpoint, options)`: the endpoint's own inputs (typed by the catalogue)
 * plus the call controls.
 *
 * @example
 * ```ts
 * await gateway.call(endpoints.withdrawalDetail, { body: { uuid } });
 * await gateway.call(endpoints.integralDetail, { params: { id: 'G1' } });
 * ```
 */
export type CallOptions<E extends Endpoint = Endpoint> = CallControl & EndpointInput<E>;

/** The options argument of `call`: optional when the endpoint needs no input. */
export type CallArgs<E extends Endpoint> =
  // `{}` on purpose: true when every field of the input is optional.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  {} extends EndpointInput<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Retry of network errors, 5xx answers and timeouts, with exponential backoff. Only GETs and
 * idempotent endpoints (which carry an `Idempotency-Key`, reused by every attempt) are retried:
 * a retried payment is answered from the server's replay, never charged twice.
 *
 * @example
 * ```ts
 * await gateway.call(endpoints.billQueryDetail, { query: { monthDate: '202611' }, retry: { retries: 2, backoffMs: 300 } });
 * ```
 */
export interface RetryOptions {
  /** Attempts after the first, default 2. */
  retries?: number | undefined;
  /** Wait before the first retry, doubled each time (plus up to 20 % jitter); default 300. */
  backoffMs?: number | undefined;
  /** Longest wait between attempts, default 3000. */
  maxBackoffMs?: number | undefined;
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
 * const info = await gateway.call(endpoints.myInfo); // typed: EndpointResponse<'myInfo'>
 * ```
 */
export interface Gateway {
  readonly environment: EnvironmentName;
  /** Transport only: accepted statuses resolve, never throws on unparsable bodies. */
  send(service: string, path: string, options?: RequestOptions): Promise<GatewayResponse>;
  /** `send` + the business envelope: `code === '200'` → `data`, else `BusinessError`. */
  request<T>(service: string, path: string, options?: RequestOptions): Promise<T>;
  /**
   * `request` for a catalogue endpoint: its method, its path with `params` filled in, its body,
   * query and answer typed by the catalogue (`EndpointIo`).
   */
  call<E extends Endpoint>(endpoint: E, ...options: CallArgs<E>): Promise<ResponseOf<E>>;
  get<T>(service: string, path: string, options?: RequestOptions): Promise<T>;
  post<T>(service: string, path: string, options?: RequestOptions): Promise<T>;
  put<T>(service: string, path: string, options?: RequestOptions): Promise<T>;
  delete<T>(service: string, path: string, options?: RequestOptions): Promise<T>;
  /** Rejects every pending call with an `AbortError`; later calls work as usual. */
  abortAll(): void;
}
