// The points mall's page sizes (their paging: lib/pageOptions.ts).

/** Goods a page: small enough that 全部 takes two pages. */
export const MALL_PAGE_SIZE = 8;
export const ORDER_PAGE_SIZE = 20;
