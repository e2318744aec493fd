// pos-user-service touch/* in onboarding: the add form's initial data (the merchant's own category)
// and the merchant recorded for follow-up once the onboarding is submitted — added by hand
// (noAutoAdd) the first time, updated after (found by its phone in the merchant info list).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { onboardingApi } from './onboardingApi';

/** What the follow-up record says of the onboarding. */
export interface TouchRecord {
  merchantName: string;
  phone: string;
  mccCd: string;
  regProvCd: string;
}

const touchApi = onboardingApi.injectEndpoints({
  endpoints: (build) => ({
    touchAddInit: build.query<EndpointResponse<'touchQueryAddInit'>, void>({
      query: () => gatewayCall(endpoints.touchQueryAddInit, { body: {} }),
    }),
    recordTouch: build.mutation<EndpointResponse<'touchNoAutoAdd'>, TouchRecord>({
      async queryFn(record, _api, _extra, baseQuery) {
        const listed = await baseQuery(gatewayCall(endpoints.touchQueryMerchantInfo, { body: {} }));
        if (listed.error) return { error: listed.error };
        // Without an id the answer is the list (TouchMerchantList).
        const { list } = listed.data as { list: EndpointResponse<'touchUpdate'>[] };
        const known = list.find((t) => t.phone === record.phone);
        const saved = await baseQuery(
          known
            ? gatewayCall(endpoints.touchUpdate, { body: { id: known.id, ...record } })
            : gatewayCall(endpoints.touchNoAutoAdd, { body: { ...record } }),
        );
        return saved.error
          ? { error: saved.error }
          : { data: saved.data as EndpointResponse<'touchNoAutoAdd'> };
      },
    }),
  }),
});

export const { useTouchAddInitQuery, useRecordTouchMutation } = touchApi;
