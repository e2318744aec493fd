import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/api';
import { recordsApi } from './recordsApi';
import type { AppRoute } from '../../../lib/routes';
import { rangeFrom } from '../../../lib/dateRange';
import { PAGE_SIZE, pageOptions } from './pages';

/** The withdrawal list filter: dates 'YYYYMMDD'. */
export type WithdrawalFilter = Pick<EndpointBody<'withdrawalList'>, 'startDate' | 'endDate'>;

const withdrawalsApi = recordsApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawalRecords: build.infiniteQuery<EndpointResponse<'withdrawalList'>, WithdrawalFilter, number>({
      infiniteQueryOptions: pageOptions,
      query: ({ queryArg, pageParam }) =>
        gatewayCall(endpoints.withdrawalList, {
          body: { ...queryArg, pageNum: pageParam, pageSize: PAGE_SIZE },
        }),
      providesTags: ['Withdrawal'],
    }),
    withdrawalDetail: build.query<EndpointResponse<'withdrawalDetail'>, string>({
      query: (uuid) => gatewayCall(endpoints.withdrawalDetail, { body: { uuid } }),
      providesTags: (_r, _e, uuid) => [{ type: 'Withdrawal', id: uuid }],
    }),
    /** The newest withdrawal, for /withdrawal/detail without a uuid. */
    latestWithdrawal: build.query<EndpointResponse<'withdrawalList'>, void>({
      query: () => gatewayCall(endpoints.withdrawalList, { body: { pageNum: 1, pageSize: 1 } }),
      providesTags: ['Withdrawal'],
    }),
  }),
});

export const { useWithdrawalRecordsInfiniteQuery, useWithdrawalDetailQuery, useLatestWithdrawalQuery } =
  withdrawalsApi;

/** Asks for the first page of withdrawals while the list's code loads (the filter as the list reads it). */
export const prefetchWithdrawalRecords: AppRoute['prefetch'] = ({ search, dispatch }) => {
  const range = rangeFrom({ startDate: search.get('startDate') ?? '', endDate: search.get('endDate') ?? '' });
  void dispatch(withdrawalsApi.endpoints.withdrawalRecords.initiate(range, { subscribe: false }));
};
