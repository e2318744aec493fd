// The business certification: the registration number's server check, the photos' upload and the
// licence's reading, submit and re-submit (each under one idempotency key), the audit's status and
// what was submitted.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import type { Submission } from '../../../lib/submission';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { certificationApi } from './certificationApi';

const businessApi = certificationApi.injectEndpoints({
  endpoints: (build) => ({
    certificationStatus: build.query<EndpointResponse<'bqCertificationQueryStatus'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.bqCertificationQueryStatus, { body: {} })),
      providesTags: ['Certification'],
    }),
    /** The form as submitted (numbers masked). */
    certificationInfo: build.query<EndpointResponse<'bqCertificationQueryInfo'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.bqCertificationQueryInfo, { body: {} })),
      providesTags: ['Certification'],
    }),
    merchantAuthInfo: build.query<EndpointResponse<'bqCertificationGetMecAuthInfo'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.bqCertificationGetMecAuthInfo, { body: {} })),
      providesTags: ['Certification'],
    }),
    /** The server's word on a registration number (asked when the field is left). */
    checkRegistNo: build.query<EndpointResponse<'bqCertificationCheckRegistNo'>, string>({
      ...catalogueQuery((registNo) =>
        gatewayCall(endpoints.bqCertificationCheckRegistNo, { body: { registNo } }),
      ),
    }),
    /** One compressed photo (a JPEG data URL ≤ 300 KB); its imageId goes with the form. */
    uploadCertificationImage: build.mutation<
      EndpointResponse<'merchantAccessUploadImage'>,
      EndpointBody<'merchantAccessUploadImage'>
    >({
      ...catalogueQuery((body) => gatewayCall(endpoints.merchantAccessUploadImage, { body })),
    }),
    /** What the licence photo says (registration number, name, address); OCR can misread. */
    readLicence: build.mutation<
      EndpointResponse<'bqCertificationLicenseImageAnalysis'>,
      EndpointBody<'bqCertificationLicenseImageAnalysis'>
    >({
      ...catalogueQuery((body) => gatewayCall(endpoints.bqCertificationLicenseImageAnalysis, { body })),
    }),
    submitCertification: build.mutation<
      EndpointResponse<'bqCertificationSubmit'>,
      Submission<EndpointBody<'bqCertificationSubmit'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.bqCertificationSubmit, { body }, { idempotencyKey }),
      ),
      invalidatesTags: (_r, error) => (error ? [] : ['Certification']),
    }),
    reSubmitCertification: build.mutation<
      EndpointResponse<'bqCertificationReSubmit'>,
      Submission<EndpointBody<'bqCertificationReSubmit'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.bqCertificationReSubmit, { body }, { idempotencyKey }),
      ),
      invalidatesTags: (_r, error) => (error ? [] : ['Certification']),
    }),
  }),
});

export const {
  useCertificationStatusQuery,
  useCertificationInfoQuery,
  useMerchantAuthInfoQuery,
  useLazyCheckRegistNoQuery,
  useUploadCertificationImageMutation,
  useReadLicenceMutation,
  useSubmitCertificationMutation,
  useReSubmitCertificationMutation,
} = businessApi;
