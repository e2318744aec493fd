import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { recordsApi } from './recordsApi';
import type { AppRoute } from '../../../lib/routes';

const gradeRateApi = recordsApi.injectEndpoints({
  endpoints: (build) => ({
    levelAndRate: build.query<EndpointResponse<'rateQueryLevelAndRate'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.rateQueryLevelAndRate, { body: {} })),
      providesTags: ['Rate'],
    }),
  }),
});

export const { useLevelAndRateQuery } = gradeRateApi;

/** Asks for the level and rates while the screen's code loads. */
export const prefetchLevelAndRate: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(gradeRateApi.endpoints.levelAndRate.initiate(undefined, { subscribe: false }));
};
