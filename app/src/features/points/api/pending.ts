// Points granted but not yet received (integral preIntegral list/get). Receiving is not an
// idempotent endpoint: the server removes the entry, so a second call is refused, and the button
// is disabled while the first is in flight.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { pendingPointsCall } from './calls';
import { pointsApi, refreshPoints } from './pointsApi';

export const pendingApi = pointsApi.injectEndpoints({
  endpoints: (build) => ({
    pendingPoints: build.query<EndpointResponse<'integralPreIntegralList'>, void>({
      ...catalogueQuery(pendingPointsCall),
      providesTags: ['Points'],
    }),
    collectPendingPoints: build.mutation<EndpointResponse<'integralPreIntegralGet'>, string>({
      ...catalogueQuery((id) => gatewayCall(endpoints.integralPreIntegralGet, { body: { id } })),
      invalidatesTags: refreshPoints,
    }),
  }),
});

export const { usePendingPointsQuery, useCollectPendingPointsMutation } = pendingApi;
