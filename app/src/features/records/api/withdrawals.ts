import { endpoints } from '@merchant-h5/sdk';
import type { WithdrawalDetail, WithdrawalListRequest, WithdrawalListResponse } from '@merchant-h5/sdk';
import { api } from '../../../lib/api';
import { PAGE_SIZE, pageOptions } from './pages';

/** The withdrawal list filter: dates 'YYYYMMDD'. */
export type WithdrawalFilter = Pick<WithdrawalListRequest, 'startDate' | 'endDate'>;

/** A page as the gateway sends it: the SDK's shape plus the range's summary of paid-out withdrawals. */
export type WithdrawalPage = WithdrawalListResponse & { summary?: { count: number; amount: number } };

const withdrawalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    withdrawalRecords: build.infiniteQuery<WithdrawalPage, WithdrawalFilter, number>({
      infiniteQueryOptions: pageOptions,
      query: ({ queryArg, pageParam }) => ({
        endpoint: endpoints.withdrawalList,
        body: { ...queryArg, pageNum: pageParam, pageSize: PAGE_SIZE } satisfies WithdrawalListRequest,
      }),
      providesTags: ['Withdrawal'],
    }),
    withdrawalDetail: build.query<WithdrawalDetail, string>({
      query: (uuid) => ({ endpoint: endpoints.withdrawalDetail, body: { uuid } }),
      providesTags: (_r, _e, uuid) => [{ type: 'Withdrawal', id: uuid }],
    }),
    /** The newest withdrawal, for /withdrawal/detail without a uuid. */
    latestWithdrawal: build.query<WithdrawalListResponse, void>({
      query: () => ({
        endpoint: endpoints.withdrawalList,
        body: { pageNum: 1, pageSize: 1 } satisfies WithdrawalListRequest,
      }),
      providesTags: ['Withdrawal'],
    }),
  }),
});

export const { useWithdrawalRecordsInfiniteQuery, useWithdrawalDetailQuery, useLatestWithdrawalQuery } =
  withdrawalsApi;
