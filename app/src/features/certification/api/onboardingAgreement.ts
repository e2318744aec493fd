// esignNature: the WeChat mini-program service agreements, read and signed (once; the key of
// useSubmitOnce makes a double tap one signature).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { onboardingApi } from './onboardingApi';
import type { Submission } from '../../../lib/submission';

type AgreementAsk = Omit<EndpointBody<'esignNature'>, 'sign'>;

const agreementApi = onboardingApi.injectEndpoints({
  endpoints: (build) => ({
    serviceAgreement: build.query<EndpointResponse<'esignNature'>, AgreementAsk>({
      ...catalogueQuery((body) => gatewayCall(endpoints.esignNature, { body })),
      providesTags: ['ServiceAgreement'],
    }),
    signServiceAgreement: build.mutation<EndpointResponse<'esignNature'>, Submission<AgreementAsk>>({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.esignNature, { body: { ...body, sign: true } }, { idempotencyKey }),
      ),
      invalidatesTags: ['ServiceAgreement'],
    }),
  }),
});

export const { useServiceAgreementQuery, useSignServiceAgreementMutation } = agreementApi;
