import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { recordsApi } from './recordsApi';
import type { AppRoute } from '../../../lib/routes';
import { pageOptions } from '../../../lib/pageOptions';
import { PAGE_SIZE } from './pages';

/** The order list filter: `status` '' for all. */
export type MyOrderFilter = Pick<EndpointBody<'internetPayOrderList'>, 'status'>;

const myOrdersApi = recordsApi.injectEndpoints({
  endpoints: (build) => ({
    myOrders: build.infiniteQuery<EndpointResponse<'internetPayOrderList'>, MyOrderFilter, number>({
      infiniteQueryOptions: pageOptions,
      ...catalogueQuery(({ queryArg, pageParam }) =>
        gatewayCall(endpoints.internetPayOrderList, {
          body: { ...queryArg, pageNum: pageParam, pageSize: PAGE_SIZE },
        }),
      ),
      providesTags: ['Order'],
    }),
  }),
});

export const { useMyOrdersInfiniteQuery } = myOrdersApi;

/** Asks for the first page of orders (all statuses, as the list opens) while its code loads. */
export const prefetchMyOrders: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(myOrdersApi.endpoints.myOrders.initiate({}, { subscribe: false }));
};
