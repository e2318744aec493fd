// pos-user-service touch/* in onboarding: the add form's initial data (the merchant's own category)
// and the merchant recorded for follow-up once the onboarding is submitted — added by hand
// (noAutoAdd) the first time, updated after (found by its phone in the merchant info list).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse, TouchMerchant } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueCall, catalogueQuery } from '../../../lib/catalogueQuery';
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
      ...catalogueQuery(() => gatewayCall(endpoints.touchQueryAddInit, { body: {} })),
    }),
    recordTouch: build.mutation<EndpointResponse<'touchNoAutoAdd'>, TouchRecord>({
      async queryFn(record, _api, _extra, baseQuery) {
        const listed = await catalogueCall(
          baseQuery,
          gatewayCall(endpoints.touchQueryMerchantInfo, { body: {} }),
        );
        if (listed.error) return { error: listed.error };
        // Without an id the answer is the list (TouchMerchantList).
        const list: readonly TouchMerchant[] = 'list' in listed.data ? listed.data.list : [];
        const known = list.find((t) => t.phone === record.phone);
        // The registered province is the record's province (the area is sent whole: no city yet).
        const body = {
          merchantName: record.merchantName,
          phone: record.phone,
          mccCd: record.mccCd,
          provinceCode: record.regProvCd,
        };
        return known
          ? catalogueCall(baseQuery, gatewayCall(endpoints.touchUpdate, { body: { id: known.id, ...body } }))
          : catalogueCall(baseQuery, gatewayCall(endpoints.touchNoAutoAdd, { body }));
      },
    }),
  }),
});

export const { useTouchAddInitQuery, useRecordTouchMutation } = touchApi;
