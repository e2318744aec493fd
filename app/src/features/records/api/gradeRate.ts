import { endpoints } from '@merchant-h5/sdk';
import type { LevelAndRate } from '@merchant-h5/sdk';
import { api } from '../../../lib/api';

const gradeRateApi = api.injectEndpoints({
  endpoints: (build) => ({
    levelAndRate: build.query<LevelAndRate, void>({
      query: () => ({ endpoint: endpoints.rateQueryLevelAndRate, body: {} }),
      providesTags: ['Rate'],
    }),
  }),
});

export const { useLevelAndRateQuery } = gradeRateApi;
