import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { recordsApi } from './recordsApi';
import { transactionRecordsCall } from './calls';
import type { TransactionFilter } from './calls';
import { pageOptions } from '../../../lib/pageOptions';

export const transactionRecordsApi = recordsApi.injectEndpoints({
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
