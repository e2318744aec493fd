// The coupon mall's first call as the gateway takes it, without the store: the RTK endpoint builds
// its query here, and so does start-up, which sends it before the store's code has arrived
// (../firstCalls.ts).
import { endpoints } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';

export const SELL_PAGE_SIZE = 20;

/** The mall's filter as its address gives it (`?type=`): '' for every kind. */
export function sellFilterOf(search: URLSearchParams): string {
  return search.get('type') ?? '';
}

export const couponSellCall = (type: string, pageNum: number) =>
  gatewayCall(endpoints.couponSellList, {
    body: type ? { type, pageNum, pageSize: SELL_PAGE_SIZE } : { pageNum, pageSize: SELL_PAGE_SIZE },
  });
