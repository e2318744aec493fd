// Paging of the mall's lists: pageNum from 1, the next page while the server says there is more.
import type { PageResponse } from '@merchant-h5/sdk';

/** Goods a page: small enough that 全部 takes two pages. */
export const MALL_PAGE_SIZE = 8;
export const ORDER_PAGE_SIZE = 20;

/** `infiniteQueryOptions` of every paged points-mall call. */
export const pageOptions = {
  initialPageParam: 1,
  getNextPageParam: (lastPage: PageResponse<unknown>, _all: unknown, lastPageParam: number) =>
    lastPage.hasMore ? lastPageParam + 1 : undefined,
  // Pull to refresh reloads the first page only; older pages come back as the merchant scrolls.
  refetchCachedPages: false,
};
