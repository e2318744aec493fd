// The points-mall orders (integral/order), all or by status, and one order by its number.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse, IntegralOrderStatus } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { pageOptions } from '../../../lib/pageOptions';
import { ORDER_PAGE_SIZE } from './pages';
import { pointsMallApi } from './pointsMallApi';

const ordersApi = pointsMallApi.injectEndpoints({
  endpoints: (build) => ({
    pointsOrders: build.infiniteQuery<
      EndpointResponse<'integralOrder'>,
      { status?: IntegralOrderStatus },
      number
    >({
      infiniteQueryOptions: pageOptions,
      ...catalogueQuery(({ queryArg, pageParam }) =>
        gatewayCall(endpoints.integralOrder, {
          body: { ...queryArg, pageNum: pageParam, pageSize: ORDER_PAGE_SIZE },
        }),
      ),
      providesTags: ['PointsOrder'],
    }),
    pointsOrder: build.query<EndpointResponse<'integralOrder'>, string>({
      ...catalogueQuery((orderNo) => gatewayCall(endpoints.integralOrder, { body: { orderNo } })),
      providesTags: ['PointsOrder'],
    }),
  }),
});

export const { usePointsOrdersInfiniteQuery, usePointsOrderQuery } = ordersApi;
