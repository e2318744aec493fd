// Misuses of the catalogue's contract that must not compile, from the gateway call through the RTK
// endpoint to the app's test server: `npm run typecheck` reads this file (it is not a Vitest test),
// and each `@ts-expect-error` fails the check if its line ever compiles.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import type { EnvelopeServer } from '../testing/envelopeServer';
import { api } from './api';
import { catalogueCall, catalogueQuery } from './catalogueQuery';
import { gatewayCall } from './gatewayCall';
import type { Submission } from './submission';

declare const server: EnvelopeServer;
declare const withdrawalPage: EndpointResponse<'withdrawalList'>;
type SignIn = Submission<EndpointBody<'activitySignInDo'>>;

/** Never called: the endpoints are here to be type-checked, not injected. */
export function misusedEndpoints() {
  return api.injectEndpoints({
    endpoints: (build) => ({
      // @ts-expect-error the declared result is another endpoint's answer than the one called
      listAsDetail: build.query<EndpointResponse<'withdrawalList'>, string>({
        ...catalogueQuery((uuid) => gatewayCall(endpoints.withdrawalDetail, { body: { uuid } })),
      }),
      // @ts-expect-error a mutation's declared result is not what its call answers
      wrongMutation: build.mutation<EndpointResponse<'integralExchange'>, SignIn>({
        ...catalogueQuery(({ body, idempotencyKey }) =>
          gatewayCall(endpoints.activitySignInDo, { body }, { idempotencyKey }),
        ),
      }),
      // @ts-expect-error a page of withdrawals is not a page of transactions
      wrongPages: build.infiniteQuery<EndpointResponse<'transactionRecordList'>, void, number>({
        infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: () => undefined },
        ...catalogueQuery(({ pageParam }) =>
          gatewayCall(endpoints.withdrawalList, { body: { pageNum: pageParam, pageSize: 20 } }),
        ),
      }),
      transformed: build.query({
        ...catalogueQuery(
          (uuid: string) => gatewayCall(endpoints.withdrawalDetail, { body: { uuid } }),
          // @ts-expect-error the transform reads a field the answer does not have
          (detail) => detail.balance,
        ),
      }),
      several: build.query<EndpointResponse<'withdrawalDetail'>, string>({
        async queryFn(uuid, _api, _extra, baseQuery) {
          const found = await catalogueCall(
            baseQuery,
            gatewayCall(endpoints.withdrawalList, { body: { pageNum: 1, pageSize: 1 } }),
          );
          if (found.error) return found;
          // @ts-expect-error a call's data is its own endpoint's answer
          const detail: EndpointResponse<'withdrawalDetail'> = found.data;
          return { data: { ...detail, uuid } };
        },
      }),
    }),
  });
}

export const callMisuses = [
  // @ts-expect-error a body field the endpoint does not take
  gatewayCall(endpoints.withdrawalDetail, { body: { uuid: 'W1', orderNo: 'O1' } }),
  // @ts-expect-error the required body is missing
  gatewayCall(endpoints.withdrawalDetail, {}),
  // @ts-expect-error the path param of integral/detail/{id} is missing
  gatewayCall(endpoints.integralDetail, {}),
];

export function serverMisuses() {
  // @ts-expect-error the test server answers another endpoint's shape
  server.on('withdrawalDetail', () => ({ data: withdrawalPage }));
  // @ts-expect-error an answer missing a field the catalogue requires
  server.on('integralExchange', () => ({ data: { balance: 1, billId: 'B1' } }));
  // @ts-expect-error not an endpoint of the catalogue
  server.on('withdrawalDetails', () => ({ data: {} }));
  server.on('withdrawalDetail', ({ body }) => {
    // @ts-expect-error the handler's body is the catalogue's: uuid is a string
    const uuid: number = body.uuid;
    return { status: uuid };
  });
}

// What compiles: a business failure, an HTTP status, and a malformed body (a 200 with its text).
export function serverUses() {
  server.on('withdrawalDetail', () => ({ code: '5001', msg: '记录不存在' }));
  server.on('withdrawalDetail', () => ({ status: 502 }));
  server.on('withdrawalDetail', () => ({ status: 200, text: '{"code":"200","data":{"uuid":42}}' }));
}
