// The mall's first call as the gateway takes it, without the store: the RTK endpoint builds its
// query here, and so does start-up, which sends it before the store's code has arrived
// (../firstCalls.ts).
import { endpoints } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { MALL_PAGE_SIZE } from './pages';

/** Which goods: the member-only ones (/vvip) or everyone's (/PointMall), of one category or all. */
export interface MallFilter {
  memberOnly: boolean;
  category?: string;
}

/** The mall's filter as its address gives it (`?category=`). */
export function mallFilter(category: string | null | undefined): MallFilter {
  return category ? { memberOnly: false, category } : { memberOnly: false };
}

export const mallGoodsCall = (filter: MallFilter, pageNum: number) =>
  gatewayCall(endpoints.integralMall, { body: { ...filter, pageNum, pageSize: MALL_PAGE_SIZE } });
