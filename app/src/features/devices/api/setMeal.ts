import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { devicesApi } from './devicesApi';

const setMealApi = devicesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The rate packages of the merchant's terminals, the active one marked. */
    setMeals: build.query<EndpointResponse<'userSetMealFind'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.userSetMealFind, { body: {} })),
    }),
    /** This month's takings towards the active package's target. */
    setMealProgress: build.query<EndpointResponse<'userSetMealActiveProgress'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.userSetMealActiveProgress, { body: {} })),
    }),
  }),
});

export const { useSetMealsQuery, useSetMealProgressQuery } = setMealApi;
