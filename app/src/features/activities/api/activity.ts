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
      // The answer knows the chances left before the activity's reload does (updateCachedActivity).
      async onQueryStarted({ body }, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.then(
          ({ data }) => data,
          () => undefined,
        );
        if (!answer) return;
        updateCachedActivity(dispatch, getState(), body.activityId, (a) => {
          a.remainingDraws = answer.remainingDraws;
        });
      },
    }),
  }),
});

export const { useActivityInfoQuery, useDrawMutation } = activityApi;

/**
 * Applies what an action's answer says about the activity to every cached copy of it at once. The
 * game unlocks on the answer, and until the activity's reload lands it would still offer what the
 * answer has just spent: the second tap of a double tap coming after the answer would then ask
 * again, be refused, and clear the result the first one gave. The reload brings the rest.
 *
 * @example updateCachedActivity(dispatch, getState(), body.activityId, (a) => { a.remainingDraws = 0; });
 */
export function updateCachedActivity(
  dispatch: (action: ReturnType<typeof activityApi.util.updateQueryData>) => unknown,
  state: Parameters<typeof activityApi.util.selectInvalidatedBy>[0],
  activityId: string | undefined,
  recipe: (activity: EndpointResponse<'activityInfo'>) => void,
): void {
  for (const cached of activityApi.util.selectInvalidatedBy(state, ['Activity'])) {
    if (cached.endpointName !== 'activityInfo') continue;
    const arg = cached.originalArgs as ActivityInfoRequest;
    dispatch(
      activityApi.util.updateQueryData('activityInfo', arg, (a) => {
        if (a.activityId === activityId) recipe(a);
      }),
    );
  }
}
