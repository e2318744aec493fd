import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { api, gatewayCall } from '../../../lib/api';
import type { AppRoute } from '../../../lib/routes';

const gradeRateApi = api.injectEndpoints({
  endpoints: (build) => ({
    levelAndRate: build.query<EndpointResponse<'rateQueryLevelAndRate'>, void>({
      query: () => gatewayCall(endpoints.rateQueryLevelAndRate, { body: {} }),
      providesTags: ['Rate'],
    }),
  }),
});

export const { useLevelAndRateQuery } = gradeRateApi;

/** Asks for the level and rates while the screen's code loads. */
export const prefetchLevelAndRate: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(gradeRateApi.endpoints.levelAndRate.initiate(undefined, { subscribe: false }));
};
