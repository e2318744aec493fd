import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { recordsApi } from './recordsApi';
import { withdrawalRecordsCall } from './calls';
import type { WithdrawalFilter } from './calls';
import { pageOptions } from '../../../lib/pageOptions';

export const withdrawalsApi = recordsApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawalRecords: build.infiniteQuery<EndpointResponse<'withdrawalList'>, WithdrawalFilter, number>({
      infiniteQueryOptions: pageOptions,
      ...catalogueQuery(({ queryArg, pageParam }) => withdrawalRecordsCall(queryArg, pageParam)),
      providesTags: ['Withdrawal'],
    }),
    withdrawalDetail: build.query<EndpointResponse<'withdrawalDetail'>, string>({
      ...catalogueQuery((uuid) => gatewayCall(endpoints.withdrawalDetail, { body: { uuid } })),
      providesTags: (_r, _e, uuid) => [{ type: 'Withdrawal', id: uuid }],
    }),
    /** The newest withdrawal, for /withdrawal/detail without a uuid. */
    latestWithdrawal: build.query<EndpointResponse<'withdrawalList'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.withdrawalList, { body: { pageNum: 1, pageSize: 1 } })),
      providesTags: ['Withdrawal'],
    }),
  }),
});

export const { useWithdrawalRecordsInfiniteQuery, useWithdrawalDetailQuery, useLatestWithdrawalQuery } =
  withdrawalsApi;
