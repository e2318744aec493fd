// The one RTK Query api of the app. Features add their calls with `api.injectEndpoints` in their
// own `api/` folder; the base query wraps the SDK gateway (handed in as the store's extra
// argument) and never throws: every failure becomes a typed `ApiError`.
import { createApi } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Endpoint, EndpointInput, Gateway } from '@merchant-h5/sdk';
import { toApiError } from './apiError';
import type { ApiError } from './apiError';

/** What a feature's query passes down: one catalogue endpoint and its inputs. */
export interface GatewayArgs {
  endpoint: Endpoint;
  body?: unknown;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  /** Reuse the same key when the merchant retries the same action (payments, orders, binds). */
  idempotencyKey?: string;
}

/**
 * The query of one catalogue call, its inputs checked against the catalogue (a wrong body field,
 * a missing path param or a body on a GET does not compile). The result type of the RTK endpoint
 * is the catalogue's too: `build.query<EndpointResponse<'name'>, Arg>`.
 */
export function gatewayCall<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Pick<GatewayArgs, 'idempotencyKey'> = {},
): GatewayArgs {
  const { body, params, query } = input as Pick<GatewayArgs, 'body' | 'params' | 'query'>;
  return { endpoint, body, params, query, ...options };
}

/** The store's thunk extra argument: the gateway chosen once at start-up. */
export interface AppExtra {
  gateway: Gateway;
}

export const gatewayBaseQuery: BaseQueryFn<GatewayArgs, unknown, ApiError> = async (
  args,
  { extra, signal },
) => {
  const { gateway } = extra as AppExtra;
  try {
    // gatewayCall() typed the inputs against the catalogue; a GET's travel in `query`.
    const data = await gateway.call(args.endpoint, {
      body: args.body,
      params: args.params,
      query: args.query,
      idempotencyKey: args.idempotencyKey,
      signal,
    });
    return { data };
  } catch (error) {
    return { error: toApiError(error) };
  }
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: gatewayBaseQuery,
  // Each area adds its own cache tags (`api.enhanceEndpoints({ addTagTypes })` in its api/ folder).
  tagTypes: [],
  endpoints: () => ({}),
});
