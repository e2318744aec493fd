// The online application flows: may the merchant apply online, and the BigMac (JWB) and exchange
// (cooperate) submissions, each under the form's idempotency key.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import type { Submission } from '../../../lib/submission';
import { devicesApi } from './devicesApi';

const onlineApplyApi = devicesApi.injectEndpoints({
  endpoints: (build) => ({
    applicantCheck: build.query<EndpointResponse<'onlineDeviceApplyUserVerify'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.onlineDeviceApplyUserVerify, { body: {} })),
    }),
    bigMacSubmit: build.mutation<
      EndpointResponse<'onlineDeviceApplyJwbSubmit'>,
      Submission<EndpointBody<'onlineDeviceApplyJwbSubmit'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.onlineDeviceApplyJwbSubmit, { body }, { idempotencyKey }),
      ),
      invalidatesTags: ['DeviceApplication'],
    }),
    exchangeSubmit: build.mutation<
      EndpointResponse<'onlineDeviceApplyCooperateDeviceSubmit'>,
      Submission<EndpointBody<'onlineDeviceApplyCooperateDeviceSubmit'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.onlineDeviceApplyCooperateDeviceSubmit, { body }, { idempotencyKey }),
      ),
      invalidatesTags: ['DeviceApplication'],
    }),
  }),
});

export const { useApplicantCheckQuery, useBigMacSubmitMutation, useExchangeSubmitMutation } = onlineApplyApi;
