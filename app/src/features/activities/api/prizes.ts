// The prizes the merchant won (activity/api/app/d1/prizeList, of one activity or all) and claiming
// goods to a delivery address (activity/api/app/d1/prizeClaim, idempotent: a double tap claims once).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import type { Submission } from '../../../lib/submission';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { activitiesApi } from './activitiesApi';

const prizesApi = activitiesApi.injectEndpoints({
  endpoints: (build) => ({
    /** '' lists the prizes of every activity. */
    prizeList: build.query<EndpointResponse<'activityPrizeList'>, string>({
      ...catalogueQuery((activityId) =>
        gatewayCall(endpoints.activityPrizeList, { body: activityId ? { activityId } : {} }),
      ),
      providesTags: ['ActivityPrize'],
    }),
    claimPrize: build.mutation<
      EndpointResponse<'activityPrizeClaim'>,
      Submission<EndpointBody<'activityPrizeClaim'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.activityPrizeClaim, { body }, { idempotencyKey }),
      ),
      // A refusal (expired, already claimed) changes the row too.
      invalidatesTags: (_r, error) => (!error || error.kind === 'business' ? ['ActivityPrize'] : []),
    }),
  }),
});

export const { usePrizeListQuery, useClaimPrizeMutation } = prizesApi;
