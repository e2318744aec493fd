// The one RTK Query api of the app. Features add their calls with `api.injectEndpoints` in their
// own `api/` folder; the base query wraps the SDK gateway (handed in as the store's extra
// argument) and never throws: every failure becomes a typed `ApiError`.
import { createApi } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Endpoint, Gateway } from '@merchant-h5/sdk';
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

/** The store's thunk extra argument: the gateway chosen once at start-up. */
export interface AppExtra {
  gateway: Gateway;
}

export const gatewayBaseQuery: BaseQueryFn<GatewayArgs, unknown, ApiError> = async (
  args,
  { extra, signal },
) => {
  const { gateway } = extra as AppExtra;
  // A GET carries no body: its inputs travel as query parameters.
  const isGet = args.endpoint.method === 'GET';
  const query =
    isGet && args.body && typeof args.body === 'object'
      ? { ...(args.body as GatewayArgs['query']), ...args.query }
      : args.query;
  try {
    const data = await gateway.call(args.endpoint, {
      body: isGet ? undefined : args.body,
      params: args.params,
      query,
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
  tagTypes: [
    'Transaction',
    'Withdrawal',
    'Bill',
    'Order',
    'Rate',
    'Message',
    'Points',
    'Device',
    'Certification',
  ],
  endpoints: () => ({}),
});
