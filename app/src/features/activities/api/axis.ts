// Receiving a reached level's reward of the standard axis (activity/api/app/d1/levelReceive), with the
// idempotency key of useSubmitOnce: a double tap or a retry after a lost answer receives once.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import type { Submission } from '../../../lib/submission';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { activitiesApi } from './activitiesApi';

// 'Points' is the points area's tag for the balance and the bill, 'CouponWallet' the coupons' for
// the wallet: a points or coupon reward (the standard axis, a trading campaign) changes them.
const axisApi = activitiesApi.enhanceEndpoints({ addTagTypes: ['Points', 'CouponWallet'] }).injectEndpoints({
  endpoints: (build) => ({
    receiveLevel: build.mutation<
      EndpointResponse<'activityLevelReceive'>,
      Submission<EndpointBody<'activityLevelReceive'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.activityLevelReceive, { body }, { idempotencyKey }),
      ),
      // The levels' states come with the activity; a refusal (ended, not reached) changes them too.
      invalidatesTags: (_r, error) =>
        !error
          ? ['Activity', 'ActivityPrize', 'Points', 'CouponWallet']
          : error.kind === 'business'
            ? ['Activity']
            : [],
    }),
  }),
});

export const { useReceiveLevelMutation } = axisApi;
