// The coupon mall's first request, declared once (lib/firstQuery.ts): start-up sends its call before
// the store's code has arrived, and the route's prefetch (routes.tsx) starts the same endpoint
// through the store.
import { paths } from '../../config/paths';
import { firstCallTable, firstQuery } from '../../lib/firstQuery';
import { pageOptions } from '../../lib/pageOptions';
import { couponSellCall, sellFilterOf } from './api/calls';

export const couponMallFirst = [
  firstQuery({
    endpoint: 'couponSell',
    arg: ({ search }) => sellFilterOf(search),
    // Its prefetch starts the infinite query, which asks for this page first.
    call: (type) => couponSellCall(type, pageOptions.initialPageParam),
  }),
];

export const firstCalls = firstCallTable([{ pattern: paths.tasks.couponMall, queries: couponMallFirst }]);
