import { endpoints } from '@merchant-h5/sdk';
import type { TransactionRecordListRequest, TransactionRecordListResponse } from '@merchant-h5/sdk';
import { api } from '../../../lib/api';
import { PAGE_SIZE, pageOptions } from './pages';

/** The list filter: dates 'YYYYMMDD', `tradeType` '' for all. */
export type TransactionFilter = Pick<TransactionRecordListRequest, 'startDate' | 'endDate' | 'tradeType'>;

/**
 * A page as the gateway sends it: the SDK's shape plus the trade types and the range's summary,
 * which the list shows when present.
 */
export type TransactionRecordPage = TransactionRecordListResponse & {
  tradeTypes?: Array<{ tradeType: string; tradeTypeName: string }>;
  summary?: { count: number; amount: number; fee: number };
};

const transactionRecordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    transactionRecords: build.infiniteQuery<TransactionRecordPage, TransactionFilter, number>({
      infiniteQueryOptions: pageOptions,
      query: ({ queryArg, pageParam }) => ({
        endpoint: endpoints.transactionRecordList,
        body: { ...queryArg, pageNum: pageParam, pageSize: PAGE_SIZE } satisfies TransactionRecordListRequest,
      }),
      providesTags: ['Transaction'],
    }),
  }),
});

export const { useTransactionRecordsInfiniteQuery } = transactionRecordsApi;
