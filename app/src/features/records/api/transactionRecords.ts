import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { recordsApi } from './recordsApi';
import type { AppRoute } from '../../../lib/routes';
import { transactionFilterOf, transactionRecordsCall } from './calls';
import type { TransactionFilter } from './calls';
import { pageOptions } from './pages';

const transactionRecordsApi = recordsApi.injectEndpoints({
  endpoints: (build) => ({
    transactionRecords: build.infiniteQuery<
      EndpointResponse<'transactionRecordList'>,
      TransactionFilter,
      number
    >({
      infiniteQueryOptions: pageOptions,
      // Back from a detail finds the pages it scrolled through (docs/product.md "UI rules").
      keepUnusedDataFor: 600,
      ...catalogueQuery(({ queryArg, pageParam }) => transactionRecordsCall(queryArg, pageParam)),
      providesTags: ['Transaction'],
    }),
  }),
});

export const { useTransactionRecordsInfiniteQuery } = transactionRecordsApi;

/** Asks for the first page while the list's code loads. */
export const prefetchTransactionRecords: AppRoute['prefetch'] = ({ search, dispatch }) => {
  void dispatch(
    transactionRecordsApi.endpoints.transactionRecords.initiate(transactionFilterOf(search), {
      subscribe: false,
    }),
  );
};
