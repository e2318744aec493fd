// Where the merchant's card machine (ePOS) stands: device/serviceFee/eposStatus.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import type { AppRoute } from '../../../lib/routes';
import { guidesApi } from './guidesApi';

const eposApi = guidesApi.injectEndpoints({
  endpoints: (build) => ({
    eposStatus: build.query<EndpointResponse<'deviceServiceFeeEposStatus'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.deviceServiceFeeEposStatus, { body: {} })),
      providesTags: ['Epos'],
    }),
  }),
});

export const { useEposStatusQuery } = eposApi;

/** Asks where the machine stands while the screen's code loads. */
export const prefetchEposStatus: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(eposApi.endpoints.eposStatus.initiate(undefined, { subscribe: false }));
};
