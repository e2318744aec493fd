// Paging shared by the records lists: pageNum from 1, 20 rows a page, the next page while the
// server says there is more.
import type { PageResponse } from '@merchant-h5/sdk';

export const PAGE_SIZE = 20;

/** `infiniteQueryOptions` of every paged records call. */
export const pageOptions = {
  initialPageParam: 1,
  getNextPageParam: (lastPage: PageResponse<unknown>, _all: unknown, lastPageParam: number) =>
    lastPage.hasMore ? lastPageParam + 1 : undefined,
  // Pull to refresh reloads the first page only; older pages come back as the merchant scrolls.
  refetchCachedPages: false,
};
