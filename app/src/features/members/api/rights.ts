// The member rights claimed as coupons (payMember/couponRights): each right's contents, cycle and
// state, and claiming one (payMember/rightReceive, idempotent: useSubmitOnce's key makes a double
// tap or a retry after a lost answer claim once; the server allows one claim per cycle).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import type { AppRoute } from '../../../lib/routes';
import type { Submission } from '../../../lib/submission';
import { memberApi } from './member';
import { membersApi } from './membersApi';

export const rightsApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    memberRights: build.query<EndpointResponse<'payMemberCouponRights'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.payMemberCouponRights, { body: {} })),
      providesTags: ['Member'],
    }),
    receiveMemberRight: build.mutation<
      EndpointResponse<'payMemberRightReceive'>,
      Submission<EndpointBody<'payMemberRightReceive'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.payMemberRightReceive, { body }, { idempotencyKey }),
      ),
      // A claim fills the coupon wallet; a refusal (claimed already, lapsed) means the state shown is old.
      invalidatesTags: (_r, error) =>
        !error ? ['Member', 'CouponWallet'] : error.kind === 'business' ? ['Member'] : [],
    }),
  }),
});

export const { useMemberRightsQuery, useReceiveMemberRightMutation } = rightsApi;

/** Starts the rights and the membership while a right's screen loads its code. */
export const prefetchMemberRights: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(rightsApi.endpoints.memberRights.initiate(undefined, { subscribe: false }));
  void dispatch(memberApi.endpoints.memberInfo.initiate(undefined, { subscribe: false }));
};
