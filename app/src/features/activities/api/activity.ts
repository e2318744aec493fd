// One activity as its game and rules show it (activity/api/app/d1/info; no activityId: the first
// of the game's kind) and a draw (activity/api/app/d1/draw, with the idempotency key of
// useSubmitOnce: a double tap or a retry after a lost answer draws once).
import { endpoints } from '@merchant-h5/sdk';
import type { ActivityInfoRequest, ActivityRequest, EndpointResponse } from '@merchant-h5/sdk';
import type { Submission } from '../../../lib/submission';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { activitiesApi } from './activitiesApi';
import { activityInfoCall } from './calls';

export const activityApi = activitiesApi.injectEndpoints({
  endpoints: (build) => ({
    activityInfo: build.query<EndpointResponse<'activityInfo'>, ActivityInfoRequest>({
      ...catalogueQuery(activityInfoCall),
      providesTags: ['Activity'],
    }),
    draw: build.mutation<EndpointResponse<'activityDraw'>, Submission<ActivityRequest>>({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.activityDraw, { body }, { idempotencyKey }),
      ),
      // A draw spends a chance and may win; a refusal (ended, no chances left) changes what the game
      // should say. A failed request changed nothing, and a reload would tell the failure twice.
      invalidatesTags: (_r, error) =>
        !error ? ['Activity', 'ActivityPrize'] : error.kind === 'business' ? ['Activity'] : [],
      // The answer knows the chances left before the activity's reload does, and the game unlocks on
      // the answer: until the reload lands, the activity it shows would still offer the chance just
      // spent. The second tap of a double tap that came after the answer would then draw again, be
      // refused, and clear the result the first one gave. So the cached activity takes the answer's
      // count at once; the reload brings the rest.
      async onQueryStarted({ body }, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.then(
          ({ data }) => data,
          () => undefined,
        );
        if (!answer) return;
        for (const cached of activityApi.util.selectInvalidatedBy(getState(), ['Activity'])) {
          if (cached.endpointName !== 'activityInfo') continue;
          dispatch(
            activityApi.util.updateQueryData(
              'activityInfo',
              cached.originalArgs as ActivityInfoRequest,
              (a) => {
                if (a.activityId === body.activityId) a.remainingDraws = answer.remainingDraws;
              },
            ),
          );
        }
      },
    }),
  }),
});

export const { useActivityInfoQuery, useDrawMutation } = activityApi;
