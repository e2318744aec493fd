// The daily sign-in (activity signInStatus/signInDo/signInReceive). Signing in and receiving a
// streak reward are idempotent endpoints: each carries the key its button keeps for the action.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { signInStatusCall } from './calls';
import { pointsApi, refreshPoints } from './pointsApi';

export interface StreakRewardArg {
  days: number;
  idempotencyKey: string;
}

export const signInApi = pointsApi.injectEndpoints({
  endpoints: (build) => ({
    signInStatus: build.query<EndpointResponse<'activitySignInStatus'>, void>({
      ...catalogueQuery(signInStatusCall),
      providesTags: ['Points'],
    }),
    signIn: build.mutation<EndpointResponse<'activitySignInDo'>, string>({
      ...catalogueQuery((idempotencyKey) =>
        gatewayCall(endpoints.activitySignInDo, { body: {} }, { idempotencyKey }),
      ),
      invalidatesTags: refreshPoints,
    }),
    receiveStreakReward: build.mutation<EndpointResponse<'activitySignInReceive'>, StreakRewardArg>({
      ...catalogueQuery(({ days, idempotencyKey }) =>
        gatewayCall(endpoints.activitySignInReceive, { body: { days } }, { idempotencyKey }),
      ),
      invalidatesTags: refreshPoints,
    }),
  }),
});

export const { useSignInStatusQuery, useSignInMutation, useReceiveStreakRewardMutation } = signInApi;
