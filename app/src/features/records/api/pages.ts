// The records lists' page size (their paging: lib/pageOptions.ts).
export const PAGE_SIZE = 20;
