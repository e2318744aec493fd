// Buying a coupon: its page for this merchant (couponInfo: the member price, how many bought and may
// still be bought, why not), the order (couponOrderCreate, idempotent: the pay hook's key goes with
// it) and the order's state while it is paid (couponOrderInfo). The coupons reach the wallet only
// when the order is paid: the result invalidates the wallet's tag then, not the order's creation.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import type { AppRoute } from '../../../lib/routes';
import { couponsApi } from './couponsApi';

export interface CouponOrderArg {
  couponId: string;
  count: number;
  idempotencyKey: string;
}

export const buyApi = couponsApi.injectEndpoints({
  endpoints: (build) => ({
    couponInfo: build.query<EndpointResponse<'couponInfo'>, string>({
      ...catalogueQuery((id) => gatewayCall(endpoints.couponInfo, { body: { id } })),
      providesTags: ['CouponWallet'],
    }),
    createCouponOrder: build.mutation<EndpointResponse<'couponOrderCreate'>, CouponOrderArg>({
      ...catalogueQuery(({ couponId, count, idempotencyKey }) =>
        gatewayCall(endpoints.couponOrderCreate, { body: { couponId, count } }, { idempotencyKey }),
      ),
    }),
    couponOrder: build.query<EndpointResponse<'couponOrderInfo'>, string>({
      ...catalogueQuery((orderNo) => gatewayCall(endpoints.couponOrderInfo, { body: { orderNo } })),
    }),
  }),
});

export const { useCouponInfoQuery, useCreateCouponOrderMutation, useCouponOrderQuery } = buyApi;

/** Asks for the coupon in the address while the screen's code loads. */
export const prefetchCouponInfo: AppRoute['prefetch'] = ({ params, dispatch }) => {
  if (params.id) void dispatch(buyApi.endpoints.couponInfo.initiate(params.id, { subscribe: false }));
};
