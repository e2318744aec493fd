// The merchant information (pos-user-service touch/*): the saved records, one record, the add form's
// defaults and categories, and adding (touchAdd, touchNoAutoAdd) or changing (touchUpdate) one —
// idempotent, so a double tap or a retry after a lost answer saves once.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse, TouchMerchant, TouchMerchantList } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import type { Submission } from '../../../lib/submission';
import { merchantInfoApi } from './merchantInfoApi';

/** The list answer (no id) told from one record's answer. */
export function isTouchList(answer: TouchMerchantList | TouchMerchant): answer is TouchMerchantList {
  return Array.isArray((answer as Partial<TouchMerchantList>).list);
}

const touchApi = merchantInfoApi.injectEndpoints({
  endpoints: (build) => ({
    touchMerchants: build.query<EndpointResponse<'touchQueryMerchantInfo'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.touchQueryMerchantInfo, { body: {} })),
      providesTags: [{ type: 'TouchMerchant', id: 'LIST' }],
    }),
    touchMerchant: build.query<EndpointResponse<'touchQueryMerchantInfo'>, string>({
      ...catalogueQuery((id) => gatewayCall(endpoints.touchQueryMerchantInfo, { body: { id } })),
      providesTags: (_r, _e, id) => [{ type: 'TouchMerchant', id }],
    }),
    touchAddInit: build.query<EndpointResponse<'touchQueryAddInit'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.touchQueryAddInit, { body: {} })),
    }),
    touchMcc: build.query<EndpointResponse<'touchQueryMcc'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.touchQueryMcc, { body: {} })),
    }),
    addTouchMerchant: build.mutation<
      EndpointResponse<'touchAdd'>,
      Submission<EndpointBody<'touchAdd'>> & { byHand: boolean }
    >({
      ...catalogueQuery(({ body, idempotencyKey, byHand }) =>
        gatewayCall(byHand ? endpoints.touchNoAutoAdd : endpoints.touchAdd, { body }, { idempotencyKey }),
      ),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'TouchMerchant', id: 'LIST' }]),
    }),
    updateTouchMerchant: build.mutation<
      EndpointResponse<'touchUpdate'>,
      Submission<EndpointBody<'touchUpdate'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.touchUpdate, { body }, { idempotencyKey }),
      ),
      invalidatesTags: (_r, error, { body }) =>
        error
          ? []
          : [
              { type: 'TouchMerchant', id: 'LIST' },
              { type: 'TouchMerchant', id: body.id },
            ],
    }),
  }),
});

export const {
  useTouchMerchantsQuery,
  useTouchMerchantQuery,
  useTouchAddInitQuery,
  useTouchMccQuery,
  useAddTouchMerchantMutation,
  useUpdateTouchMerchantMutation,
} = touchApi;
