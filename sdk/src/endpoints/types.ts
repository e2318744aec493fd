/** The backend services behind the gateway; a URL is `${baseUrl}/${service}/${path}`. */
export type ServiceName =
  | 'user-service'
  | 'pos-user-service'
  | 'pay-service'
  | 'pos-pay-service'
  | 'pos-operation-service'
  | 'pos-coupon-service';

/** HTTP methods the gateway wrapper supports (SPEC.md §7). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the endpoint catalogue (SPEC.md §7).
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
  name: string;
  service: ServiceName;
  path: string;
  method: HttpMethod;
  /** Carries an `Idempotency-Key` header: payments, order creation, exchange, bind, submit, apply. */
  idempotent?: boolean;
  summary: string;
}
