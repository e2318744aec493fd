// One of the merchant's server switches (docs/product.md §7 pos-user-service switch get/update): read
// by key, set on or off. The server keeps it; the screen shows only what the server answered.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import { preferencesApi } from './preferencesApi';

/** The marketing-calls switch: '1' the merchant declines marketing calls. */
export const AVOID_TELEMARKETING = 'avoidTelemarketing';

/** The payment push switch: '1' each payment received is pushed to the merchant's phone. */
export const NOTIFY_PUSH = 'notifyPush';

/** A switch's value as `switchGet` with a key answers it; undefined when the answer is not that switch. */
export function switchOn(
  answer: EndpointResponse<'switchGet'> | undefined,
  key: string,
): boolean | undefined {
  if (!answer || !('key' in answer) || answer.key !== key) return undefined;
  return answer.value === '1';
}

const switchesApi = preferencesApi.injectEndpoints({
  endpoints: (build) => ({
    merchantSwitch: build.query<EndpointResponse<'switchGet'>, string>({
      ...catalogueQuery((key) => gatewayCall(endpoints.switchGet, { body: { key } })),
      providesTags: (_answer, _error, key) => [{ type: 'MerchantSwitch', id: key }],
    }),
    setMerchantSwitch: build.mutation<EndpointResponse<'switchUpdate'>, { key: string; on: boolean }>({
      ...catalogueQuery(({ key, on }) =>
        gatewayCall(endpoints.switchUpdate, { body: { key, value: on ? '1' : '0' } }),
      ),
      invalidatesTags: (_answer, _error, { key }) => [{ type: 'MerchantSwitch', id: key }],
    }),
  }),
});

export const { useMerchantSwitchQuery, useSetMerchantSwitchMutation } = switchesApi;
