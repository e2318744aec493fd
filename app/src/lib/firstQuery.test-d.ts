// First queries that must not compile as a route's prefetch: `npm run typecheck` reads this file (it
// is not a Vitest test), and each `@ts-expect-error` fails the check if its line ever compiles.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { api } from './api';
import { catalogueQuery } from './catalogueQuery';
import { firstQuery, prefetchFirst } from './firstQuery';
import { gatewayCall } from './gatewayCall';

/** Never called: its endpoints are here for their types, not injected. */
export function sampleApi() {
  return api.injectEndpoints({
    endpoints: (build) => ({
      withdrawalDetail: build.query<EndpointResponse<'withdrawalDetail'>, string>({
        ...catalogueQuery((uuid) => gatewayCall(endpoints.withdrawalDetail, { body: { uuid } })),
      }),
      pointsPage: build.query<EndpointResponse<'integralPage'>, void>({
        ...catalogueQuery(() => gatewayCall(endpoints.integralPage, { body: {} })),
      }),
    }),
  });
}
declare const sample: ReturnType<typeof sampleApi>;

const detail = (uuid: string) => gatewayCall(endpoints.withdrawalDetail, { body: { uuid } });
const page = () => gatewayCall(endpoints.integralPage, { body: {} });

export const prefetches = [
  prefetchFirst(
    [
      firstQuery({
        endpoint: 'withdrawalDetail',
        arg: ({ search }) => search.get('uuid') ?? '',
        call: detail,
      }),
      firstQuery({ endpoint: 'pointsPage', call: page }),
    ],
    sample.endpoints,
  ),
  prefetchFirst(
    // @ts-expect-error an endpoint the api files do not declare
    [firstQuery({ endpoint: 'withdrawalDetails', arg: () => 'u', call: detail })],
    sample.endpoints,
  ),
  prefetchFirst(
    // @ts-expect-error an argument of another type than the endpoint's
    [firstQuery({ endpoint: 'withdrawalDetail', arg: () => 1, call: () => detail('u') })],
    sample.endpoints,
  ),
  prefetchFirst(
    // @ts-expect-error no argument for an endpoint that takes one
    [firstQuery({ endpoint: 'withdrawalDetail', call: () => detail('u') })],
    sample.endpoints,
  ),
];
