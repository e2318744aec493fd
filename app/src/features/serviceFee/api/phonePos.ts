// Phone-as-POS (docs/product.md §7 pos-user-service switch get/update, phone/pos certification):
// the merchant's switches, turning phone-as-POS on or off, and the real-name certification first.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse, PersonIdentity } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { serviceFeeApi } from './serviceFeeApi';

export const PHONE_POS = 'phonePos';
export const PHONE_POS_CERTIFIED = 'phonePosCertified';

type Switches = EndpointResponse<'switchGet'>;

/** One switch's value from switchGet's answer (all switches, or the one asked by key). */
export function switchValue(switches: Switches | undefined, key: string): string | undefined {
  if (!switches) return undefined;
  if ('key' in switches && 'value' in switches && typeof switches.key === 'string')
    return switches.key === key ? switches.value : undefined;
  return (switches as Record<string, string | undefined>)[key];
}

const phonePosApi = serviceFeeApi.injectEndpoints({
  endpoints: (build) => ({
    switches: build.query<Switches, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.switchGet, { body: {} })),
      providesTags: ['PhonePos'],
    }),
    setPhonePos: build.mutation<EndpointResponse<'switchUpdate'>, boolean>({
      ...catalogueQuery((on) =>
        gatewayCall(endpoints.switchUpdate, { body: { key: PHONE_POS, value: on ? '1' : '0' } }),
      ),
      invalidatesTags: ['PhonePos'],
    }),
    certifyPhonePos: build.mutation<
      EndpointResponse<'phonePosCertification'>,
      { identity: PersonIdentity; idempotencyKey: string }
    >({
      ...catalogueQuery(({ identity, idempotencyKey }) =>
        gatewayCall(endpoints.phonePosCertification, { body: identity }, { idempotencyKey }),
      ),
      invalidatesTags: ['PhonePos'],
    }),
  }),
});

export const { useSwitchesQuery, useSetPhonePosMutation, useCertifyPhonePosMutation } = phonePosApi;
