// The mall's first call, sent by start-up before the store's code has arrived (lib/firstCalls.ts):
// what the mall's route prefetch asks the store for.
import { paths } from '../../config/paths';
import type { FirstCallTable } from '../../lib/firstCalls';
import { mallFilter, mallGoodsCall } from './api/calls';
import { pageOptions } from './api/pages';

export const firstCalls: FirstCallTable = {
  [paths.points.pointMall]: ({ search }) => [
    mallGoodsCall(mallFilter(search.get('category')), pageOptions.initialPageParam),
  ],
};
