// The one RTK Query api of the app. Features add their calls with `api.injectEndpoints` in their
// own `api/` folder; the base query wraps the SDK gateway (handed in as the store's extra
// argument) and never throws: every failure becomes a typed `ApiError`.
import { createApi } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Gateway } from '@merchant-h5/sdk';
import { ALREADY_SENT_TEXT, OUTCOME_UNKNOWN_TEXT, isOutcomeUnknown, toApiError } from './apiError';
import type { ApiError } from './apiError';
import { takeFirstCall } from './firstCalls';
import type { GatewayArgs } from './gatewayCall';
import { settlePending } from './pendingActions';

/** The store's thunk extra argument: the gateway chosen once at start-up. */
export interface AppExtra {
  gateway: Gateway;
}

/** How long to wait before asking again what became of an action whose answer was lost. */
export const OUTCOME_CHECK_AFTER_MS = 1500;

export const gatewayBaseQuery: BaseQueryFn<GatewayArgs, unknown, ApiError> = async (
  args,
  { extra, signal, type },
) => {
  const { gateway } = extra as AppExtra;
  const call = () =>
    gateway.call(args.endpoint, {
      body: args.body,
      params: args.params,
      query: args.query,
      idempotencyKey: args.idempotencyKey,
      signal,
    });
  try {
    // gatewayCall() typed the inputs against the catalogue; a GET's travel in `query`.
    // The screen's first call may already be on its way, sent before the app's code had arrived
    // (a read: a mutation always asks).
    const data = await ((type === 'query' ? takeFirstCall(args) : undefined) ?? call());
    if (args.idempotencyKey) settlePending(args.idempotencyKey);
    return { data };
  } catch (error) {
    const failure = toApiError(error);
    const key = args.idempotencyKey;
    if (!key) return { error: failure };
    return settled(key, isOutcomeUnknown(failure) ? await askAgain(call, signal, failure) : failure);
  }
};

/**
 * An action's answer was lost (timeout, dropped or cut answer, 5xx): the same key once more asks
 * the server what became of it — it replays its first answer, or acts now if the first never
 * arrived. Never a second effect, so no blind second try is left to the merchant.
 */
async function askAgain(
  call: () => Promise<unknown>,
  signal: AbortSignal,
  failure: ApiError,
): Promise<{ data: unknown } | ApiError> {
  await new Promise((r) => setTimeout(r, OUTCOME_CHECK_AFTER_MS));
  if (signal.aborted) return failure;
  try {
    return { data: await call() };
  } catch (error) {
    return toApiError(error);
  }
}

/** The key's pending entry goes once the answer is known; an unknown one stays for the next tap. */
function settled(
  key: string,
  outcome: { data: unknown } | ApiError,
): { data: unknown } | { error: ApiError } {
  if ('data' in outcome) {
    settlePending(key);
    return outcome;
  }
  if (isOutcomeUnknown(outcome)) return { error: { ...outcome, message: OUTCOME_UNKNOWN_TEXT } };
  // The page left before the answer: the action stays pending for a revisit.
  if (outcome.kind === 'aborted') return { error: outcome };
  settlePending(key);
  // The key was used for another body: the earlier action reached the server.
  if (outcome.kind === 'http' && outcome.status === 409)
    return { error: { ...outcome, message: ALREADY_SENT_TEXT } };
  return { error: outcome };
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: gatewayBaseQuery,
  // Each area adds its own cache tags (`api.enhanceEndpoints({ addTagTypes })` in its api/ folder).
  tagTypes: [],
  endpoints: () => ({}),
});
