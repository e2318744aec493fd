// Exchanging points for a good (integral/exchange, one idempotency key per body: a double tap or a
// retry exchanges once) and saving a delivery address (integral/editAddress: adds, or edits by id).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import type { Submission } from '../../../lib/submission';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { pointsMallApi } from './pointsMallApi';

const exchangeApi = pointsMallApi.injectEndpoints({
  endpoints: (build) => ({
    exchange: build.mutation<
      EndpointResponse<'integralExchange'>,
      Submission<EndpointBody<'integralExchange'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.integralExchange, { body }, { idempotencyKey }),
      ),
      // A refusal spent nothing; the screen reloads the good itself to show why.
      invalidatesTags: (_r, error) => (error ? [] : ['Points', 'PointsOrder', 'Commodity']),
    }),
    saveAddress: build.mutation<EndpointResponse<'integralEditAddress'>, EndpointBody<'integralEditAddress'>>(
      {
        ...catalogueQuery((body) => gatewayCall(endpoints.integralEditAddress, { body })),
        invalidatesTags: (_r, error) => (error ? [] : ['DeliveryAddress']),
      },
    ),
  }),
});

export const { useExchangeMutation, useSaveAddressMutation } = exchangeApi;
