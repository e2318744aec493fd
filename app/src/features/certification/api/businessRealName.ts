// The merchant's real-name certification: where it stands, and the name + ID number submitted once.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { certificationApi } from './certificationApi';
import type { Submission } from '../../../lib/submission';

const realNameApi = certificationApi.injectEndpoints({
  endpoints: (build) => ({
    realNameStatus: build.query<EndpointResponse<'certificationQuerySts'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.certificationQuerySts, { body: {} })),
      providesTags: ['RealName'],
    }),
    submitRealName: build.mutation<
      EndpointResponse<'certificationSubmitCertification'>,
      Submission<EndpointBody<'certificationSubmitCertification'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.certificationSubmitCertification, { body }, { idempotencyKey }),
      ),
      invalidatesTags: (_r, error) => (error ? [] : ['RealName']),
    }),
  }),
});

export const { useRealNameStatusQuery, useSubmitRealNameMutation } = realNameApi;
