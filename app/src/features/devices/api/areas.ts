import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { devicesApi } from './devicesApi';

const areasApi = devicesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Provinces with their cities and districts: the address picker's tree. */
    areaList: build.query<EndpointResponse<'onlineDeviceApplyAreaList'>, void>({
      query: () => gatewayCall(endpoints.onlineDeviceApplyAreaList, { body: {} }),
      providesTags: ['Area'],
      // The tree does not change while the merchant fills the form.
      keepUnusedDataFor: 3600,
    }),
    /** Whether a service provider installs in the district (areaCode of the district). */
    serviceCoverage: build.query<EndpointResponse<'onlineDeviceApplyServiceVerify'>, string>({
      query: (areaCode) => gatewayCall(endpoints.onlineDeviceApplyServiceVerify, { body: { areaCode } }),
      providesTags: (_r, _e, areaCode) => [{ type: 'Area', id: areaCode }],
    }),
  }),
});

export const { useAreaListQuery, useServiceCoverageQuery } = areasApi;
