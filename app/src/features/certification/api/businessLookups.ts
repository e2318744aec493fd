// What the certification forms pick from: the province → city → district tree of the area service,
// and the merchant categories (MCC). Neither changes while the merchant fills a form.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { certificationApi } from './certificationApi';

const HOUR = 3600;

const lookupsApi = certificationApi.injectEndpoints({
  endpoints: (build) => ({
    /** The areas under `parentCode` ('' lists the provinces). */
    certificationAreas: build.query<EndpointResponse<'bqCertificationQueryArea'>, string>({
      query: (parentCode) =>
        gatewayCall(endpoints.bqCertificationQueryArea, { body: parentCode ? { parentCode } : {} }),
      providesTags: ['CertificationLookup'],
      keepUnusedDataFor: HOUR,
    }),
    /** Every category with its MCCs. */
    businessTypes: build.query<EndpointResponse<'merchantAccessGetBusinessType'>, void>({
      query: () => gatewayCall(endpoints.merchantAccessGetBusinessType, { body: {} }),
      providesTags: ['CertificationLookup'],
      keepUnusedDataFor: HOUR,
    }),
  }),
});

export const { useCertificationAreasQuery, useBusinessTypesQuery } = lookupsApi;
