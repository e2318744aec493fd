import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { api, gatewayCall } from '../../../lib/api';
import { PAGE_SIZE, pageOptions } from './pages';

/** The list filter: dates 'YYYYMMDD', `tradeType` '' for all. */
export type TransactionFilter = Pick<
  EndpointBody<'transactionRecordList'>,
  'startDate' | 'endDate' | 'tradeType'
>;

const transactionRecordsApi = api.injectEndpoints({
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
