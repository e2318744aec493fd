import type { PatternParams } from '../routes/pattern';
import type { FieldLimits } from './text-limits';

/** The backend services behind the gateway; a URL is `${baseUrl}/${service}/${path}`. */
export type ServiceName =
  | 'user-service'
  | 'pos-user-service'
  | 'pay-service'
  | 'pos-pay-service'
  | 'pos-operation-service'
  | 'pos-coupon-service';

/** HTTP methods the gateway wrapper supports (docs/protocol.md). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the endpoint catalogue (docs/protocol.md "Endpoint catalogue").
 *
 * `path` is relative to the service and may hold `{name}` placeholders that
 * `gateway.call(endpoint, { params })` fills in.
 *
 * @example
 * ```ts
 * const e: Endpoint = { name: 'myInfo', service: 'user-service', path: 'my/myInfo', method: 'POST', summary: '我的信息' };
 * ```
 */
export interface Endpoint {
  readonly name: string;
  readonly service: ServiceName;
  readonly path: string;
  readonly method: HttpMethod;
  /**
   * Carries an `Idempotency-Key` header: payments, order creation, exchange, bind, submit, apply (one
   * minted per call when the caller gives none). `'when-keyed'`: one endpoint that both reads and
   * acts (happySend's `action: 'order'`); only the action's call, which gives its key, carries one.
   */
  readonly idempotent?: boolean | 'when-keyed';
  readonly summary: string;
  /** The request's free-text fields and their rules ({@link FieldLimits}); ids, codes and numbers are not listed. */
  readonly limits?: FieldLimits;
}

/** A query-string value; `undefined` is left out of the URL. */
export type QueryValue = string | number | undefined;

/**
 * What one endpoint declares in its service's io table: the JSON body (POST/PUT/DELETE), the query
 * (GET) and the envelope's `data` on success. Path params come from the path itself.
 *
 * @example
 * ```ts
 * type Io = { body: { pageNum: number }; response: { list: string[] } } satisfies EndpointShape;
 * ```
 */
export interface EndpointShape {
  body?: unknown;
  /** An object of {@link QueryValue}s (an interface, so no index signature is demanded). */
  query?: object;
  response: unknown;
}

/**
 * The body of a call that sends nothing but still POSTs (`{}` on the wire).
 *
 * @example
 * ```ts
 * const body: EmptyBody = {};
 * ```
 */
export type EmptyBody = Record<string, never>;

/**
 * The `{name}` placeholders of a path, e.g. `'id'` for `'integral/detail/{id}'`, read as the routes'
 * patterns are (every catalogue placeholder is required: endpoints.test.ts).
 *
 * @example
 * ```ts
 * type N = PathParamNames<'integral/detail/{id}'>; // 'id'
 * ```
 */
export type PathParamNames<P extends string> = keyof PatternParams<P> & string;

/**
 * The `params` object a path needs: one entry per placeholder.
 *
 * @example
 * ```ts
 * const params: PathParams<'integral/detail/{id}'> = { id: 'G1' };
 * ```
 */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };
