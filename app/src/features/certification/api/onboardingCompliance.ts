// The compliance inspection: the regulator's notice, the functions hidden meanwhile, the merchant's
// information on file (to reuse: lib/infoOnFile.ts) and the supplement's submit and state.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { onboardingApi } from './onboardingApi';
import type { Submission } from '../../../lib/submission';

const complianceApi = onboardingApi.injectEndpoints({
  endpoints: (build) => ({
    supplementNotice: build.query<EndpointResponse<'userAuthInfoSupplementNotice'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.userAuthInfoSupplementNotice, { body: {} })),
      providesTags: ['AuthSupplement'],
    }),
    supplementState: build.query<EndpointResponse<'userAuthInfoSupplementQuery'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.userAuthInfoSupplementQuery, { body: {} })),
      providesTags: ['AuthSupplement'],
    }),
    hiddenFunctions: build.query<EndpointResponse<'complianceIsHideFunctionApp'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.complianceIsHideFunctionApp, { body: {} })),
      providesTags: ['AuthSupplement'],
    }),
    submitSupplement: build.mutation<
      EndpointResponse<'userAuthInfoSupplementSubmit'>,
      Submission<EndpointBody<'userAuthInfoSupplementSubmit'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.userAuthInfoSupplementSubmit, { body }, { idempotencyKey }),
      ),
      invalidatesTags: ['AuthSupplement'],
    }),
  }),
});

export const {
  useSupplementNoticeQuery,
  useSupplementStateQuery,
  useHiddenFunctionsQuery,
  useSubmitSupplementMutation,
} = complianceApi;
