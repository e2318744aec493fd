import { endpoints } from '@merchant-h5/sdk';
import type { MyOrderListRequest, MyOrderListResponse } from '@merchant-h5/sdk';
import { api } from '../../../lib/api';
import { PAGE_SIZE, pageOptions } from './pages';

/** The order list filter: `status` '' for all. */
export type MyOrderFilter = Pick<MyOrderListRequest, 'status'>;

const myOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    myOrders: build.infiniteQuery<MyOrderListResponse, MyOrderFilter, number>({
      infiniteQueryOptions: pageOptions,
      query: ({ queryArg, pageParam }) => ({
        endpoint: endpoints.internetPayOrderList,
        body: { ...queryArg, pageNum: pageParam, pageSize: PAGE_SIZE } satisfies MyOrderListRequest,
      }),
      providesTags: ['Order'],
    }),
  }),
});

export const { useMyOrdersInfiniteQuery } = myOrdersApi;
