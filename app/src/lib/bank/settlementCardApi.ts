// The merchant's settlement card (merchant/access/getSettlementCard) and setting a new one
// (setBank/update): shared by the certification's account page and the settlement card change.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { api } from '../api';
import { gatewayCall } from '../gatewayCall';
import { catalogueQuery } from '../catalogueQuery';

export const settlementCardApi = api.enhanceEndpoints({ addTagTypes: ['SettlementCard'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The settlement card and the other cards, numbers masked by the server. */
    settlementCards: build.query<EndpointResponse<'merchantAccessGetSettlementCard'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.merchantAccessGetSettlementCard, { body: {} })),
      providesTags: ['SettlementCard'],
    }),
    /** Makes the card the settlement card; one idempotency key per body (useSubmitOnce). */
    changeSettlementCard: build.mutation<
      EndpointResponse<'setBankUpdate'>,
      { body: EndpointBody<'setBankUpdate'>; idempotencyKey: string }
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.setBankUpdate, { body }, { idempotencyKey }),
      ),
      invalidatesTags: (_r, error) => (error ? [] : ['SettlementCard']),
    }),
  }),
});

export const { useSettlementCardsQuery, useChangeSettlementCardMutation } = settlementCardApi;
