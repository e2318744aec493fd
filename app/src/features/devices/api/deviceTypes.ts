import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import type { AppRoute } from '../../../lib/routes';
import { deviceTypesCall } from './calls';
import { devicesApi } from './devicesApi';

const deviceTypesApi = devicesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The types one can apply for, with the merchant's terminals (a received one shows here). */
    deviceTypes: build.query<EndpointResponse<'deviceDeviceType'>, void>({
      ...catalogueQuery(deviceTypesCall),
      providesTags: ['Device'],
    }),
  }),
});

export const { useDeviceTypesQuery } = deviceTypesApi;

/** Asks for the types and terminals while the screen's code loads. */
export const prefetchDeviceTypes: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(deviceTypesApi.endpoints.deviceTypes.initiate(undefined, { subscribe: false }));
};
