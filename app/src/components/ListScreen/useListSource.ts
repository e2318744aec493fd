// Adapts an RTK Query infinite-query hook result (pages of `{ list, hasMore }`) to a ListSource.
import { useMemo } from 'react';
import type { ListSource } from './ListScreen';

/** The parts of `useXInfiniteQuery()` the list needs. */
export interface InfiniteListResult<T> {
  data?: { pages: ReadonlyArray<{ list: readonly T[] }> } | undefined;
  isLoading: boolean;
  error?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => PromiseLike<unknown>;
}

/**
 * @example
 * const source = useListSource(useWithdrawalRecordsInfiniteQuery(filter));
 * return <ListScreen source={source} … />;
 */
export function useListSource<T>(result: InfiniteListResult<T>): ListSource<T> {
  const { data, isLoading, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = result;
  const items = useMemo(() => data?.pages.flatMap((page) => page.list) ?? [], [data]);
  return useMemo(
    () => ({
      items,
      isLoading,
      error,
      hasMore: hasNextPage,
      isFetchingMore: isFetchingNextPage,
      loadMore: () => void fetchNextPage(),
      // Settles whatever the outcome: a failed refresh shows in `error`, pull to refresh just ends.
      refresh: () => Promise.resolve(refetch()),
      // Nothing loaded yet: load from the start; a failed next page: ask for that page again.
      retry: () => void (data ? fetchNextPage() : refetch()),
    }),
    [items, isLoading, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch, data],
  );
}
