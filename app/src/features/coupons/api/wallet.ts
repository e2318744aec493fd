// The merchant's coupon wallet (couponMine), one tab at a time: the server works out each coupon's
// state from its end time and sorts the soonest-ending first.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse, WalletCouponStatus } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import type { AppRoute } from '../../../lib/routes';
import { tabOf } from '../lib/walletTabs';
import { couponsApi } from './couponsApi';

const walletApi = couponsApi.injectEndpoints({
  endpoints: (build) => ({
    myCoupons: build.query<EndpointResponse<'couponMine'>, WalletCouponStatus>({
      ...catalogueQuery((status) => gatewayCall(endpoints.couponMine, { body: { status } })),
      providesTags: ['CouponWallet'],
    }),
  }),
});

export const { useMyCouponsQuery } = walletApi;

/** Asks for the tab in the address while the screen's code loads. */
export const prefetchMyCoupons: AppRoute['prefetch'] = ({ search, dispatch }) => {
  void dispatch(walletApi.endpoints.myCoupons.initiate(tabOf(search.get('status')), { subscribe: false }));
};

/** The exchange screen's count of unused coupons (the wallet's first tab), asked for the same way. */
export const prefetchUnusedCoupons: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(walletApi.endpoints.myCoupons.initiate('unused', { subscribe: false }));
};
