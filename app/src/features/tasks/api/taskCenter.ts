// The task centre (pos-operation-service app/taskCenter) and claiming a done task's reward
// (app/taskCenter/reward, idempotent: the key of useSubmitOnce makes a double tap or a retry after a
// lost answer claim once).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import type { Submission } from '../../../lib/submission';
import { tasksApi } from './tasksApi';

export const taskCenterApi = tasksApi.injectEndpoints({
  endpoints: (build) => ({
    taskCenter: build.query<EndpointResponse<'appTaskCenter'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.appTaskCenter, { body: {} })),
      providesTags: ['TaskCenter'],
    }),
    claimTaskReward: build.mutation<
      EndpointResponse<'appTaskCenterReward'>,
      Submission<EndpointBody<'appTaskCenterReward'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.appTaskCenterReward, { body }, { idempotencyKey }),
      ),
      // A refusal (not done, already claimed) means the list is out of date: read it again.
      invalidatesTags: (_r, error) =>
        !error ? ['TaskCenter', 'Points', 'Activity'] : error.kind === 'business' ? ['TaskCenter'] : [],
    }),
  }),
});

export const { useTaskCenterQuery, useClaimTaskRewardMutation } = taskCenterApi;
