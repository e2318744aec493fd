// The merchant's coupon orders (couponBuyHistory), newest first, a page of 20 at a time: bought ones
// and exchanged ones (an exchange code adds a ¥0 '兑换成功' order), so an exchange refreshes it too.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import type { AppRoute } from '../../../lib/routes';
import { couponsApi } from './couponsApi';
import { pageOptions } from '../../../lib/pageOptions';

export const ORDERS_PAGE_SIZE = 20;

const buyHistoryApi = couponsApi.injectEndpoints({
  endpoints: (build) => ({
    couponOrders: build.infiniteQuery<EndpointResponse<'couponBuyHistory'>, void, number>({
      infiniteQueryOptions: pageOptions,
      ...catalogueQuery(({ pageParam }) =>
        gatewayCall(endpoints.couponBuyHistory, { body: { pageNum: pageParam, pageSize: ORDERS_PAGE_SIZE } }),
      ),
      providesTags: ['CouponWallet'],
    }),
  }),
});

export const { useCouponOrdersInfiniteQuery } = buyHistoryApi;

/** Asks for the first page while the screen's code loads. */
export const prefetchCouponOrders: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(buyHistoryApi.endpoints.couponOrders.initiate(undefined, { subscribe: false }));
};
