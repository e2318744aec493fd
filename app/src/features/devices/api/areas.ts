import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { devicesApi } from './devicesApi';

const areasApi = devicesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Whether a service provider installs in the district (areaCode of the district). */
    serviceCoverage: build.query<EndpointResponse<'onlineDeviceApplyServiceVerify'>, string>({
      ...catalogueQuery((areaCode) =>
        gatewayCall(endpoints.onlineDeviceApplyServiceVerify, { body: { areaCode } }),
      ),
      providesTags: (_r, _e, areaCode) => [{ type: 'Area', id: areaCode }],
    }),
  }),
});

export const { useServiceCoverageQuery } = areasApi;
