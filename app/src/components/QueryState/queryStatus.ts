// QueryState's loading, error and retry props from RTK Query results, so screens do not wire them by hand.
import type { QueryStateProps } from './QueryState';

/** What QueryState reads of an RTK Query hook's result (plain or infinite). */
export interface QueryLike {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * `isLoading`, `error` and `onRetry` of one query, or of queries that run one after the other (a
 * lookup, then the detail it names): loading while any loads; the first failure shows and is the
 * one retried; without a failure, retry reloads the last.
 *
 * @example
 * <QueryState {...queryStatus(useLevelAndRateQuery())} isEmpty={!data}>…</QueryState>
 * <DetailScreen {...queryStatus(latest, detail)} … />
 */
export function queryStatus(
  ...queries: readonly [QueryLike, ...QueryLike[]]
): Pick<QueryStateProps, 'isLoading' | 'error' | 'onRetry'> {
  const failed = queries.find((q) => q.error);
  const retried = failed ?? queries[queries.length - 1] ?? queries[0];
  return {
    isLoading: queries.some((q) => q.isLoading),
    error: failed?.error,
    onRetry: () => void retried.refetch(),
  };
}

/**
 * The same for queries that run side by side (a form's options, a screen's two lists): retry
 * reloads every failed one, so one 重试 brings the whole screen back.
 *
 * @example <QueryState {...parallelQueryStatus(useDeviceTypesQuery(), useAreaListQuery())}>…</QueryState>
 */
export function parallelQueryStatus(
  ...queries: readonly [QueryLike, ...QueryLike[]]
): Pick<QueryStateProps, 'isLoading' | 'error' | 'onRetry'> {
  const failed = queries.filter((q) => q.error);
  return {
    ...queryStatus(...queries),
    onRetry: () => {
      for (const q of failed.length > 0 ? failed : queries) void q.refetch();
    },
  };
}
