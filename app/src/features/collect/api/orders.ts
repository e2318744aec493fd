// Collection orders (pos-pay-service quickCardPay request and result): open one for a QR code or a
// card swipe, and follow it until the payer has paid or it failed.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { collectApi } from './collectApi';

export interface OpenOrderArg {
  body: EndpointBody<'quickCardPayRequest'>;
  /** One per tap: a double tap or a retry opens no second order. */
  idempotencyKey: string;
}

const ordersApi = collectApi.injectEndpoints({
  endpoints: (build) => ({
    openCollectOrder: build.mutation<EndpointResponse<'quickCardPayRequest'>, OpenOrderArg>({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.quickCardPayRequest, { body }, { idempotencyKey }),
      ),
    }),
    collectOrder: build.query<EndpointResponse<'quickCardPayResult'>, string>({
      ...catalogueQuery((payOrderNo) => gatewayCall(endpoints.quickCardPayResult, { body: { payOrderNo } })),
      providesTags: (_r, _e, payOrderNo) => [{ type: 'CollectOrder', id: payOrderNo }],
    }),
    /** The merchant's latest order, or `status: 'none'`. */
    latestCollectOrder: build.query<EndpointResponse<'quickCardPayResult'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.quickCardPayResult, { body: {} })),
      providesTags: ['CollectOrder'],
    }),
  }),
});

export const { useOpenCollectOrderMutation, useCollectOrderQuery, useLatestCollectOrderQuery } = ordersApi;
