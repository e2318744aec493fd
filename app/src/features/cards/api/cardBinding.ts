// Quick card binding (pos-pay-service quickCardPay): the supported banks with their card prefixes
// and agreement, opening a binding (the SMS code is sent) and binding it with the code.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import type { Submission } from '../../../lib/submission';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import type { AppRoute } from '../../../lib/routes';
import { cardsApi } from './cardsApi';

// The list and its agreement change rarely; a flow of three screens reads them once.
const REFERENCE_SECONDS = 600;

const cardBindingApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    supportBanks: build.query<EndpointResponse<'quickCardPayListSupportBank'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.quickCardPayListSupportBank, { body: {} })),
      providesTags: ['SupportBank'],
      keepUnusedDataFor: REFERENCE_SECONDS,
    }),
    openBinding: build.mutation<
      EndpointResponse<'quickCardPayBindCard'>,
      Submission<EndpointBody<'quickCardPayBindCard'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.quickCardPayBindCard, { body }, { idempotencyKey }),
      ),
    }),
    verifyBinding: build.mutation<
      EndpointResponse<'quickCardPayBindVerify'>,
      Submission<EndpointBody<'quickCardPayBindVerify'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.quickCardPayBindVerify, { body }, { idempotencyKey }),
      ),
      invalidatesTags: (_r, error) => (error ? [] : ['SettlementCard']),
    }),
  }),
});

export const { useSupportBanksQuery, useOpenBindingMutation, useVerifyBindingMutation } = cardBindingApi;

/** Starts the supported-bank list while a step's code loads. */
export const prefetchSupportBanks: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(cardBindingApi.endpoints.supportBanks.initiate(undefined, { subscribe: false }));
};
