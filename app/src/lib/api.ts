// The one RTK Query api of the app. Features add their calls with `api.injectEndpoints` in their
// own `api/` folder; the base query wraps the SDK gateway (handed in as the store's extra
// argument) and never throws: every failure becomes a typed `ApiError`.
import { createApi } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Gateway } from '@merchant-h5/sdk';
import { toApiError } from './apiError';
import type { ApiError } from './apiError';
import { takeFirstCall } from './firstCalls';
import type { GatewayArgs } from './gatewayCall';

/** The store's thunk extra argument: the gateway chosen once at start-up. */
export interface AppExtra {
  gateway: Gateway;
}

export const gatewayBaseQuery: BaseQueryFn<GatewayArgs, unknown, ApiError> = async (
  args,
  { extra, signal, type },
) => {
  const { gateway } = extra as AppExtra;
  try {
    // gatewayCall() typed the inputs against the catalogue; a GET's travel in `query`.
    // The screen's first call may already be on its way, sent before the app's code had arrived
    // (a read: a mutation always asks).
    const data = await ((type === 'query' ? takeFirstCall(args) : undefined) ??
      gateway.call(args.endpoint, {
        body: args.body,
        params: args.params,
        query: args.query,
        idempotencyKey: args.idempotencyKey,
        signal,
      }));
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
