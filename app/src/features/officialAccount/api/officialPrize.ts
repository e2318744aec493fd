// The official account's prize (activity/api/app/d1/info of the first 'officialPrize' activity) and
// its draw (activity/api/app/d1/draw, with the idempotency key of useSubmitOnce: a double tap or a
// retry after a lost answer draws once). Whether the WeChat user may draw is the server's to say:
// signed in through the authorize step and bound to this merchant account, once.
import { endpoints } from '@merchant-h5/sdk';
import type { ActivityRequest, EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import type { Submission } from '../../../lib/submission';
import { officialAccountApi } from './officialAccountApi';

const officialPrizeApi = officialAccountApi.injectEndpoints({
  endpoints: (build) => ({
    officialPrize: build.query<EndpointResponse<'activityInfo'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.activityInfo, { body: { kind: 'officialPrize' } })),
      providesTags: ['OfficialPrize'],
    }),
    drawOfficialPrize: build.mutation<EndpointResponse<'activityDraw'>, Submission<ActivityRequest>>({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.activityDraw, { body }, { idempotencyKey }),
      ),
      // A refusal (drawn already, not bound) changes what the page says too.
      invalidatesTags: (_r, error) => (!error || error.kind === 'business' ? ['OfficialPrize'] : []),
    }),
  }),
});

export const { useOfficialPrizeQuery, useDrawOfficialPrizeMutation } = officialPrizeApi;
