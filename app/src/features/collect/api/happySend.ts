// 开心送 (pay-service happySend): the activity with its packages and what was bought, and the order
// that buys a package (the same call with `action: 'order'`).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import type { AppRoute } from '../../../lib/routes';
import { collectApi } from './collectApi';

export interface HappySendOrderArg {
  body: EndpointBody<'happySend'> & { action: 'order'; packageId: string };
  idempotencyKey: string;
}

const happySendApi = collectApi.injectEndpoints({
  endpoints: (build) => ({
    happySend: build.query<EndpointResponse<'happySend'>, string | undefined>({
      ...catalogueQuery((activityId) =>
        gatewayCall(endpoints.happySend, { body: activityId ? { activityId } : {} }),
      ),
      providesTags: ['HappySend'],
    }),
    orderHappySend: build.mutation<EndpointResponse<'happySend'>, HappySendOrderArg>({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.happySend, { body }, { idempotencyKey }),
      ),
    }),
  }),
});

export const { useHappySendQuery, useOrderHappySendMutation } = happySendApi;

/** Starts the activity's request from the URL (/happyDelivery, the mirror's {activityId?}). */
export const prefetchHappySend: AppRoute['prefetch'] = ({ params, dispatch }) => {
  void dispatch(
    happySendApi.endpoints.happySend.initiate(params.activityId || undefined, { subscribe: false }),
  );
};
