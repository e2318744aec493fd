import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { api, gatewayCall } from '../../../lib/api';

const gradeRateApi = api.injectEndpoints({
  endpoints: (build) => ({
    levelAndRate: build.query<EndpointResponse<'rateQueryLevelAndRate'>, void>({
      query: () => gatewayCall(endpoints.rateQueryLevelAndRate, { body: {} }),
      providesTags: ['Rate'],
    }),
  }),
});

export const { useLevelAndRateQuery } = gradeRateApi;
