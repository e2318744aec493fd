import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/api';
import { recordsApi } from './recordsApi';
import type { AppRoute } from '../../../lib/routes';
import { rangeFrom } from '../../../lib/dateRange';
import { safeKeyword } from '../lib/searchKeyword';
import { PAGE_SIZE, pageOptions } from './pages';

/** The list filter: dates 'YYYYMMDD', `tradeType` '' for all, `keyword` '' for no search. */
export type TransactionFilter = Pick<
  EndpointBody<'transactionRecordList'>,
  'startDate' | 'endDate' | 'tradeType' | 'keyword'
>;

/** The address keys the list reads (and writes back as the merchant filters). */
export const TRANSACTION_FILTER_KEYS = ['startDate', 'endDate', 'tradeType', 'keyword'] as const;

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
      query: ({ queryArg, pageParam }) =>
        gatewayCall(endpoints.transactionRecordList, {
          body: { ...queryArg, pageNum: pageParam, pageSize: PAGE_SIZE },
        }),
      providesTags: ['Transaction'],
    }),
  }),
});

export const { useTransactionRecordsInfiniteQuery } = transactionRecordsApi;

/** The list's filter from the address's values: the screen and the prefetch read it alike. */
export function transactionFilter(
  values: Record<(typeof TRANSACTION_FILTER_KEYS)[number], string>,
): TransactionFilter & { tradeType: string; keyword: string } {
  return { ...rangeFrom(values), tradeType: values.tradeType, keyword: safeKeyword(values.keyword) };
}

/** Asks for the first page while the list's code loads. */
export const prefetchTransactionRecords: AppRoute['prefetch'] = ({ search, dispatch }) => {
  const values = Object.fromEntries(TRANSACTION_FILTER_KEYS.map((k) => [k, search.get(k) ?? '']));
  const filter = transactionFilter(values as Parameters<typeof transactionFilter>[0]);
  void dispatch(transactionRecordsApi.endpoints.transactionRecords.initiate(filter, { subscribe: false }));
};
