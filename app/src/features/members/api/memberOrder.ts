// Buying the membership (payMember/aliOrderCreate, idempotent): the server opens an unpaid order for
// the plan's years and signs its order string for the host wallet. Nothing in the membership changes
// until the order is paid, so opening it invalidates nothing: the result screen follows the order
// through memberBaseInfo.lastOrder and refreshes the 'Member' tag once the server says it is paid.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import type { Submission } from '../../../lib/submission';
import { membersApi } from './membersApi';

export const memberOrderApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    openMemberOrder: build.mutation<
      EndpointResponse<'payMemberAliOrderCreate'>,
      Submission<EndpointBody<'payMemberAliOrderCreate'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.payMemberAliOrderCreate, { body }, { idempotencyKey }),
      ),
    }),
  }),
});

export const { useOpenMemberOrderMutation } = memberOrderApi;
