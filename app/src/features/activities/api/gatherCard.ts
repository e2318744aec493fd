// Gather cards: making the red pack of a complete set (activity/api/app/d1/synthesisRedPack, with the
// idempotency key of useSubmitOnce: a double tap or a retry after a lost answer makes one red pack).
import { endpoints } from '@merchant-h5/sdk';
import type { ActivityRequest, EndpointResponse } from '@merchant-h5/sdk';
import type { Submission } from '../../../lib/submission';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { activitiesApi } from './activitiesApi';
import { updateCachedActivity } from './activity';

const gatherCardApi = activitiesApi.injectEndpoints({
  endpoints: (build) => ({
    synthesiseRedPack: build.mutation<
      EndpointResponse<'activitySynthesisRedPack'>,
      Submission<ActivityRequest>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.activitySynthesisRedPack, { body }, { idempotencyKey }),
      ),
      // A red pack takes one of each card and joins the prizes; a refusal (a card missing, the
      // activity ended) means the screen's set is stale.
      invalidatesTags: (_r, error) =>
        !error ? ['Activity', 'ActivityPrize'] : error.kind === 'business' ? ['Activity'] : [],
      // The set just used is gone before the reload says so: 合成红包 does not offer it again.
      async onQueryStarted({ body }, { dispatch, getState, queryFulfilled }) {
        const made = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!made) return;
        updateCachedActivity(dispatch, getState(), body.activityId, (a) => {
          for (const card of a.cards ?? []) card.owned = Math.max(0, card.owned - 1);
        });
      },
    }),
  }),
});

export const { useSynthesiseRedPackMutation } = gatherCardApi;
