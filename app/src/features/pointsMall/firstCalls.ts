// The mall's first request, declared once (lib/firstQuery.ts): start-up sends its call before the
// store's code has arrived, and the route's prefetch (routes.tsx) starts the same endpoint through
// the store. Start-up also preloads the pictures of the goods its answer puts on the first screen.
import type { Commodity, PageResponse } from '@merchant-h5/sdk';
import { paths } from '../../config/paths';
import { firstCallTable, firstQuery } from '../../lib/firstQuery';
import { mallFilter, mallGoodsCall } from './api/calls';
import { pageOptions } from '../../lib/pageOptions';

/** Goods rows on a phone's first screen under the balance, the links and the categories. */
export const FIRST_SCREEN_GOODS = 5;

/** The pictures of the goods a first page shows first. */
export function firstPictures(answer: unknown): string[] {
  const goods = (answer as Partial<PageResponse<Commodity>> | null)?.list ?? [];
  return goods
    .slice(0, FIRST_SCREEN_GOODS)
    .map((good) => good.image)
    .filter((image): image is string => typeof image === 'string' && image !== '');
}

export const mallFirst = [
  firstQuery({
    endpoint: 'mallGoods',
    arg: ({ search }) => mallFilter(search.get('category')),
    // Its prefetch starts the infinite query, which asks for this page first.
    call: (filter) => mallGoodsCall(filter, pageOptions.initialPageParam),
    pictures: firstPictures,
  }),
];

export const firstCalls = firstCallTable([{ pattern: paths.points.pointMall, queries: mallFirst }]);
