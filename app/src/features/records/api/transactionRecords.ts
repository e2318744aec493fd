import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/api';
import { recordsApi } from './recordsApi';
import type { AppRoute } from '../../../lib/routes';
import { rangeFrom } from '../../../lib/dateRange';
import { PAGE_SIZE, pageOptions } from './pages';

/** The list filter: dates 'YYYYMMDD', `tradeType` '' for all. */
export type TransactionFilter = Pick<
  EndpointBody<'transactionRecordList'>,
  'startDate' | 'endDate' | 'tradeType'
>;

const transactionRecordsApi = recordsApi.injectEndpoints({
  endpoints: (build) => ({
    transactionRecords: build.infiniteQuery<
      EndpointResponse<'transactionRecordList'>,
      TransactionFilter,
      number
    >({
      infiniteQueryOptions: pageOptions,
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
export function transactionFilter(values: {
  startDate: string;
  endDate: string;
  tradeType: string;
}): TransactionFilter & { tradeType: string } {
  return { ...rangeFrom(values), tradeType: values.tradeType };
}

/** Asks for the first page while the list's code loads. */
export const prefetchTransactionRecords: AppRoute['prefetch'] = ({ search, dispatch }) => {
  const filter = transactionFilter({
    startDate: search.get('startDate') ?? '',
    endDate: search.get('endDate') ?? '',
    tradeType: search.get('tradeType') ?? '',
  });
  void dispatch(transactionRecordsApi.endpoints.transactionRecords.initiate(filter, { subscribe: false }));
};
