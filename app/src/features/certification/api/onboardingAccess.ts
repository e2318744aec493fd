// Onboarding (merchant/access): the types offered, the photos, the submits (with or without a
// licence) and where a submission stands.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { onboardingApi } from './onboardingApi';
import type { Submission } from '../../../lib/submission';

const accessApi = onboardingApi.injectEndpoints({
  endpoints: (build) => ({
    accessTypes: build.query<EndpointResponse<'merchantAccessTypeChooseShow'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.merchantAccessTypeChooseShow, { body: {} })),
    }),
    accessResult: build.query<EndpointResponse<'merchantAccessFindAccessResult'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.merchantAccessFindAccessResult, { body: {} })),
      providesTags: ['MerchantAccess'],
    }),
    accessInfo: build.query<
      EndpointResponse<'merchantAccessFindAccessInfoBySts'>,
      EndpointBody<'merchantAccessFindAccessInfoBySts'>
    >({
      ...catalogueQuery((body) => gatewayCall(endpoints.merchantAccessFindAccessInfoBySts, { body })),
      providesTags: ['MerchantAccess'],
    }),
    uploadAccessImage: build.mutation<
      { pictureId: string; url: string },
      EndpointBody<'merchantAccessUploadImage'>
    >({
      ...catalogueQuery(
        (body) => gatewayCall(endpoints.merchantAccessUploadImage, { body }),
        (image) => ({ pictureId: image.imageId, url: image.url }),
      ),
    }),
    submitAccess: build.mutation<
      EndpointResponse<'merchantAccessIncom'>,
      Submission<EndpointBody<'merchantAccessIncom'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.merchantAccessIncom, { body }, { idempotencyKey }),
      ),
      invalidatesTags: ['MerchantAccess'],
    }),
    submitMicroAccess: build.mutation<
      EndpointResponse<'merchantAccessMicroIncom'>,
      Submission<EndpointBody<'merchantAccessMicroIncom'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.merchantAccessMicroIncom, { body }, { idempotencyKey }),
      ),
      invalidatesTags: ['MerchantAccess'],
    }),
  }),
});

export const {
  useAccessTypesQuery,
  useAccessResultQuery,
  useAccessInfoQuery,
  useUploadAccessImageMutation,
  useSubmitAccessMutation,
  useSubmitMicroAccessMutation,
} = accessApi;
