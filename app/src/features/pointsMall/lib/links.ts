// The addresses the mall's screens link to, built from the route patterns (never by hand).
import type { Commodity } from '@merchant-h5/sdk';
import { href, paths } from '../../../config/paths';

/** A good's detail: /integralManage/CommodityDetails/{commodityId}/{integralId}. */
export function commodityHref(c: Pick<Commodity, 'commodityId' | 'integralId'>): string {
  return href(paths.points.commodityDetails, { commodityId: c.commodityId, integralId: c.integralId });
}

/** The exchange confirmation of a good (`?commodityId=`: a product id, nothing sensitive). */
export function exchangeHref(commodityId: string): string {
  return href(paths.points.integralAction, {}, { commodityId });
}

/** One order: /integralManage/integralOrderIntro?orderNo=. */
export function orderHref(orderNo: string): string {
  return href(paths.points.integralOrderIntro, {}, { orderNo });
}
