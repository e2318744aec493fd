// The coupons on sale (couponSellList), of one kind or all, a page at a time. A paid order takes
// from the stock, so the wallet's tag refreshes it too.
import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { pageOptions } from '../../../lib/pageOptions';
import { couponSellCall } from './calls';
import { couponsApi } from './couponsApi';

export const mallApi = couponsApi.injectEndpoints({
  endpoints: (build) => ({
    couponSell: build.infiniteQuery<EndpointResponse<'couponSellList'>, string, number>({
      infiniteQueryOptions: pageOptions,
      ...catalogueQuery(({ queryArg, pageParam }) => couponSellCall(queryArg, pageParam)),
      providesTags: ['CouponWallet'],
    }),
  }),
});

export const { useCouponSellInfiniteQuery } = mallApi;
