import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { deviceTypesCall } from './calls';
import { devicesApi } from './devicesApi';

export const deviceTypesApi = devicesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The types one can apply for, with the merchant's terminals (a received one shows here). */
    deviceTypes: build.query<EndpointResponse<'deviceDeviceType'>, void>({
      ...catalogueQuery(deviceTypesCall),
      providesTags: ['Device'],
    }),
  }),
});

export const { useDeviceTypesQuery } = deviceTypesApi;
