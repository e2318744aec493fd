// The membership's reads (pos-operation-service member/base): the state with the month's saving,
// the privileges, the rules and the FAQ in one answer that every members screen shares, and the
// cycle tasks.
import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import type { AppRoute } from '../../../lib/routes';
import { memberCycleTasksCall, memberInfoCall } from './calls';
import { membersApi } from './membersApi';

export const memberApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    memberInfo: build.query<EndpointResponse<'memberBaseInfo'>, void>({
      ...catalogueQuery(memberInfoCall),
      providesTags: ['Member'],
    }),
    memberCycleTasks: build.query<EndpointResponse<'memberBaseCycleTasks'>, void>({
      ...catalogueQuery(memberCycleTasksCall),
      providesTags: ['Member'],
    }),
  }),
});

export const { useMemberInfoQuery, useMemberCycleTasksQuery } = memberApi;

/** Starts the membership while an explanation, the rules or the FAQ loads its code. */
export const prefetchMemberInfo: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(memberApi.endpoints.memberInfo.initiate(undefined, { subscribe: false }));
};
