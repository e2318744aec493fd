// Misuses of the catalogue's contract on the simulator side that must not compile: `npm run typecheck`
// reads this file (it is not a Vitest test), and each `@ts-expect-error` fails the check if its line
// ever compiles. What compiles is at the end, so the errors above are the misuse and nothing else.
import type { EndpointResponse } from '@merchant-h5/sdk';
import type { Example } from '../testing/examples';
import type { SimulatorSuite } from '../testing/suite';
import { optString, paginate, readDateRange, readPage, reqString } from './input';
import type { Handler, HandlerInput, ServiceHandlers } from './types';

declare const coupon: EndpointResponse<'couponInfo'>;
declare const home: EndpointResponse<'integralHome'>;
declare const suite: SimulatorSuite;

// @ts-expect-error integralHome answers IntegralHome, not couponInfo's CouponDetail
export const answersAnother: Handler<'integralHome'> = () => coupon;

// @ts-expect-error an answer without a field the catalogue requires
export const answersLess: Handler<'integralHome'> = () => ({ ...home, balance: undefined });

export const readsAnotherField: Handler<'couponInfo'> = ({ input }) => ({
  ...coupon,
  // @ts-expect-error couponInfo's request names `id`, not `couponId`
  id: reqString(input, 'couponId'),
});

export const readsAround: Handler<'couponInfo'> = ({ input }) => ({
  ...coupon,
  // @ts-expect-error nor may the input be read around the readers
  id: String(input.couponId),
});

export const readsNoBody: Handler<'integralHome'> = ({ input }) => ({
  ...home,
  // @ts-expect-error integralHome takes no body (EmptyBody): no field to read
  balance: Number(optString(input, 'balance')),
});

export const pagesUnpaged: Handler<'couponInfo'> = ({ input }) => {
  // @ts-expect-error couponInfo is not paged: readPage needs pageNum and pageSize in the request
  readPage(input);
  return coupon;
};

export const readsNoRange: Handler<'couponSellList'> = ({ input }) => {
  // @ts-expect-error couponSellList pages but takes no date range
  readDateRange(input);
  return paginate([], readPage(input));
};

export const readsAnotherParam: Handler<'integralDetail'> = ({ params }) => ({
  ...detail(),
  // @ts-expect-error integralDetail's path names {id}, not {uuid}
  commodityId: params.uuid,
});

declare function detail(): EndpointResponse<'integralDetail'>;

// A helper shared by two endpoints reads only what both requests name.
export function sharedMisuse(input: HandlerInput<'deviceApply' | 'deviceReplace'>): string | undefined {
  // @ts-expect-error deviceId is deviceReplace's alone
  return optString(input, 'deviceId');
}

export const tableMisuses: Array<Partial<ServiceHandlers<'pos-coupon-service'>>> = [
  // @ts-expect-error integralHome is pos-operation-service's, not in pos-coupon-service's table
  { integralHome: () => home },
  // @ts-expect-error couponInfo's slot answers couponInfo
  { couponInfo: () => home },
];

export async function suiteMisuses() {
  // @ts-expect-error not an endpoint of the catalogue
  await suite.call('s', 'couponDetails');
  // @ts-expect-error couponInfo's body names `id`, not `couponId`
  await suite.call('s', 'couponInfo', { couponId: 'Q001' });
  // @ts-expect-error a field of the wrong type
  await suite.call('s', 'couponOrderCreate', { couponId: 'Q001', count: '2' });
  // @ts-expect-error a required field left out
  await suite.call('s', 'couponInfo', {});
  // @ts-expect-error billQueryDetail is a GET whose query names monthDate
  await suite.call('s', 'billQueryDetail', { month: '202611' });
  const { data } = await suite.call('s', 'integralHome');
  // @ts-expect-error the answer is IntegralHome: it has no `list`
  void data.list;
  // @ts-expect-error no type argument restates an answer: the endpoint's name decides it
  await suite.call<{ balance: string }>('s', 'integralHome');
}

export const exampleMisuses: Array<Example<'couponOrderCreate'>> = [
  // @ts-expect-error an example body is checked against the catalogue as well
  { body: { couponId: 'Q001', count: 1, quantity: 2 } },
];

// What compiles: each endpoint's own fields and answer, a union helper on a common field, a call
// by name whose answer is typed, and the one escape hatch for a body off the contract.
export const readsOwnField: Handler<'couponInfo'> = ({ input }) => ({
  ...coupon,
  id: reqString(input, 'id'),
});
export const pages: Handler<'couponSellList'> = ({ input }) => paginate([], readPage(input));
export const readsOwnParam: Handler<'integralDetail'> = ({ params }) => ({
  ...detail(),
  commodityId: params.id,
});

export function sharedUse(input: HandlerInput<'deviceApply' | 'deviceReplace'>): string {
  return reqString(input, 'address');
}

export async function suiteUses(): Promise<number> {
  const { data } = await suite.call('s', 'integralHome');
  await suite.call('s', 'couponInfo', { id: 'Q001' });
  await suite.callOffContract('s', 'couponInfo', { couponId: 'Q001' });
  return data.balance;
}
