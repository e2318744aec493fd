// One catalogue call as the store's base query takes it. Apart from the store (no Redux in here):
// the start-up's first calls (app/startup/early.ts) are built with it before the store's code has
// arrived.
import type { Endpoint, EndpointInput } from '@merchant-h5/sdk';

/**
 * What a feature's query passes down: one catalogue endpoint and its inputs. `E` keeps the
 * endpoint's type, so its answer (`ResponseOf<E>`) travels on to the RTK endpoint (./catalogueQuery.ts).
 */
export interface GatewayArgs<E extends Endpoint = Endpoint> {
  endpoint: E;
  body?: unknown;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  /** Reuse the same key when the merchant retries the same action (payments, orders, binds). */
  idempotencyKey?: string;
}

/**
 * The query of one catalogue call, its inputs checked against the catalogue (a wrong body field,
 * a missing path param or a body on a GET does not compile). Declare the RTK endpoint with
 * `catalogueQuery` so its result type is the endpoint's answer too.
 *
 * @example
 * gatewayCall(endpoints.withdrawalDetail, { body: { uuid } });
 */
export function gatewayCall<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Pick<GatewayArgs, 'idempotencyKey'> = {},
): GatewayArgs<E> {
  const { body, params, query } = input as Pick<GatewayArgs, 'body' | 'params' | 'query'>;
  return { endpoint, body, params, query, ...options };
}
