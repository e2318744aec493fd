// The points home's reads (pos-operation-service integral): the summary with the recommended goods,
// the expiry reminder, and the points page whose rules /HomeIntro shows.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import type { AppRoute } from '../../../lib/routes';
import { expiryReminderCall, pointsHomeCall } from './calls';
import { pointsApi } from './pointsApi';

export const homeApi = pointsApi.injectEndpoints({
  endpoints: (build) => ({
    pointsHome: build.query<EndpointResponse<'integralHome'>, void>({
      ...catalogueQuery(pointsHomeCall),
      providesTags: ['Points'],
    }),
    expiryReminder: build.query<EndpointResponse<'integralGetWarm'>, void>({
      ...catalogueQuery(expiryReminderCall),
      providesTags: ['Points'],
    }),
    pointsPage: build.query<EndpointResponse<'integralPage'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.integralPage, { body: {} })),
    }),
  }),
});

export const { usePointsHomeQuery, useExpiryReminderQuery, usePointsPageQuery } = homeApi;

/** Starts the rules while /HomeIntro's code loads. */
export const prefetchPointsPage: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(homeApi.endpoints.pointsPage.initiate(undefined, { subscribe: false }));
};
