// The new merchant's novice gifts (pos-operation-service noviceGifts): read without a giftId,
// receive one with it. Not an idempotent endpoint: the server refuses a gift received before
// (3007), and the button is disabled while its call is in flight.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import type { AppRoute } from '../../../lib/routes';
import { noviceGiftsCall } from './calls';
import { pointsApi, refreshPoints } from './pointsApi';

export const noviceGiftsApi = pointsApi.injectEndpoints({
  endpoints: (build) => ({
    noviceGifts: build.query<EndpointResponse<'noviceGifts'>, void>({
      ...catalogueQuery(noviceGiftsCall),
      providesTags: ['Points'],
    }),
    receiveNoviceGift: build.mutation<EndpointResponse<'noviceGifts'>, string>({
      ...catalogueQuery((giftId) => gatewayCall(endpoints.noviceGifts, { body: { giftId } })),
      invalidatesTags: refreshPoints,
    }),
  }),
});

export const { useNoviceGiftsQuery, useReceiveNoviceGiftMutation } = noviceGiftsApi;

export const prefetchNoviceGifts: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(noviceGiftsApi.endpoints.noviceGifts.initiate(undefined, { subscribe: false }));
};
