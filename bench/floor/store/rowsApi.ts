// The data layer DESIGN.md prescribes, and nothing more: one RTK Query `createApi` whose base query
// wraps a fetch and never throws (the product's wraps the SDK gateway), in a Redux Toolkit store.
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Row } from '../src/DataRowsScreen';

const fetchJson: BaseQueryFn<string, unknown, string> = async (url, { signal }) => {
  try {
    const response = await fetch(url, { signal });
    return { data: (await response.json()) as unknown };
  } catch (error) {
    return { error: String(error) };
  }
};

export const rowsApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchJson,
  endpoints: (build) => ({
    rows: build.query<{ data: { list: Row[] } }, void>({ query: () => '/rows.json' }),
  }),
});

export const { useRowsQuery } = rowsApi;

export const store = configureStore({
  reducer: { [rowsApi.reducerPath]: rowsApi.reducer },
  middleware: (getDefault) => getDefault().concat(rowsApi.middleware),
  // As the product's store: notifications batched per microtask.
  enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
});
