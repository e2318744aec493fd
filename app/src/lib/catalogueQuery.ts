// The typed edge between the catalogue and RTK Query: an endpoint declared with `catalogueQuery`
// has the catalogue's answer as its result type, so naming one endpoint's answer and calling
// another does not compile.
import type { CatalogueEndpoint, ResponseOf } from '@merchant-h5/sdk';
import type { gatewayBaseQuery } from './api';
import type { ApiError } from './apiError';
import type { GatewayArgs } from './gatewayCall';

/** The part of an RTK endpoint definition that `catalogueQuery` writes. */
export interface CatalogueQuery<Arg, Result> {
  query: (arg: Arg) => GatewayArgs;
  /**
   * Present only when the caller transforms the answer. Without one it stays a type alone: RTK
   * reads the endpoint's result type from it, and a declared result the answer does not fit
   * fails here.
   */
  transformResponse?: (answer: unknown, meta: unknown, arg: Arg) => Result | Promise<Result>;
}

/**
 * The `query` (and optional `transformResponse`) of an RTK endpoint that makes one catalogue call,
 * spread into `build.query`, `build.mutation` or `build.infiniteQuery`. The result type is the
 * endpoint's answer, or what `transformResponse` makes of it; tags, lifetimes and lifecycle hooks
 * sit beside it as RTK has them.
 *
 * @example
 * withdrawalDetail: build.query<EndpointResponse<'withdrawalDetail'>, string>({
 *   ...catalogueQuery((uuid) => gatewayCall(endpoints.withdrawalDetail, { body: { uuid } })),
 *   providesTags: (_r, _e, uuid) => [{ type: 'Withdrawal', id: uuid }],
 * }),
 */
export function catalogueQuery<Arg, E extends CatalogueEndpoint>(
  query: (arg: Arg) => GatewayArgs<E>,
): CatalogueQuery<Arg, ResponseOf<E>>;
export function catalogueQuery<Arg, E extends CatalogueEndpoint, Result>(
  query: (arg: Arg) => GatewayArgs<E>,
  transformResponse: (answer: ResponseOf<E>, meta: unknown, arg: Arg) => Result | Promise<Result>,
): CatalogueQuery<Arg, Result>;
export function catalogueQuery<Arg, E extends CatalogueEndpoint, Result>(
  query: (arg: Arg) => GatewayArgs<E>,
  transformResponse?: (answer: ResponseOf<E>, meta: unknown, arg: Arg) => Result | Promise<Result>,
): CatalogueQuery<Arg, Result> {
  // The base query resolves to `gateway.call(endpoint)`'s data, which the SDK types as ResponseOf<E>.
  return transformResponse
    ? { query, transformResponse: transformResponse as CatalogueQuery<Arg, Result>['transformResponse'] }
    : { query };
}

/** The `baseQuery` a `queryFn` is handed by the app's api. */
type AppBaseQuery = (args: GatewayArgs) => ReturnType<typeof gatewayBaseQuery>;

/**
 * One catalogue call inside a `queryFn` (an endpoint that makes several), its data typed as the
 * endpoint's answer.
 *
 * @example
 * const listed = await catalogueCall(baseQuery, gatewayCall(endpoints.touchQueryMerchantInfo, { body: {} }));
 */
export async function catalogueCall<E extends CatalogueEndpoint>(
  baseQuery: AppBaseQuery,
  args: GatewayArgs<E>,
): Promise<{ data: ResponseOf<E>; error?: undefined } | { error: ApiError; data?: undefined }> {
  const result = await baseQuery(args);
  return result.error ? { error: result.error } : { data: result.data as ResponseOf<E> };
}
