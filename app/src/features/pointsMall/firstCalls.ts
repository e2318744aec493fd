// The mall's first call, sent by start-up before the store's code has arrived (lib/firstCalls.ts):
// what the mall's route prefetch asks the store for, and the pictures of the goods its answer puts
// on the first screen.
import type { Commodity, PageResponse } from '@merchant-h5/sdk';
import { paths } from '../../config/paths';
import type { FirstCallTable } from '../../lib/firstCalls';
import { mallFilter, mallGoodsCall } from './api/calls';
import { pageOptions } from './api/pages';

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

export const firstCalls: FirstCallTable = {
  [paths.points.pointMall]: ({ search }) => [
    {
      ...mallGoodsCall(mallFilter(search.get('category')), pageOptions.initialPageParam),
      pictures: firstPictures,
    },
  ],
};
