// The points activity (activity/api/app/d1/info with its activityId) and taking part in it
// (integral/attend, with an idempotency key: a double tap or a retry takes part once).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import type { AppRoute } from '../../../lib/routes';
import { partnerMallApi } from './partnerMallApi';

/** The catalogue's points activity (kind 'pointsMall'): 积分狂欢周. */
export const POINTS_ACTIVITY_ID = 'A1010';

export interface AttendArg {
  activityId: string;
  idempotencyKey: string;
}

const pointsActivityApi = partnerMallApi.injectEndpoints({
  endpoints: (build) => ({
    pointsActivity: build.query<EndpointResponse<'activityInfo'>, string>({
      ...catalogueQuery((activityId) => gatewayCall(endpoints.activityInfo, { body: { activityId } })),
      providesTags: ['Points'],
    }),
    attendPointsActivity: build.mutation<EndpointResponse<'integralAttend'>, AttendArg>({
      ...catalogueQuery(({ activityId, idempotencyKey }) =>
        gatewayCall(endpoints.integralAttend, { body: { activityId } }, { idempotencyKey }),
      ),
      // A refusal (already taken part, ended) changes what the screen should say too; a failed
      // request changed nothing, and reloading then would tell the failure a second time.
      invalidatesTags: (_result, error) => (!error || error.kind === 'business' ? ['Points'] : []),
    }),
  }),
});

export const { usePointsActivityQuery, useAttendPointsActivityMutation } = pointsActivityApi;

/** Starts the activity's request while the screen's code loads. */
export const prefetchPointsActivity: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(
    pointsActivityApi.endpoints.pointsActivity.initiate(POINTS_ACTIVITY_ID, { subscribe: false }),
  );
};
