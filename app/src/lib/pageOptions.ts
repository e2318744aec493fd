// Paging of every paged list call (records, the points mall and bill, coupons, messages, bank
// offers): pageNum from 1, the next page while the server says there is more.
import type { PageResponse } from '@merchant-h5/sdk';

/** `infiniteQueryOptions` of a paged call (RTK Query `build.infiniteQuery`). */
export const pageOptions = {
  initialPageParam: 1,
  getNextPageParam: (lastPage: PageResponse<unknown>, _all: unknown, lastPageParam: number) =>
    lastPage.hasMore ? lastPageParam + 1 : undefined,
  // Pull to refresh reloads the first page only; older pages come back as the merchant scrolls.
  refetchCachedPages: false,
};
