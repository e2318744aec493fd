// pos-coupon-service, assembled from the areas that serve it: the coupons of the task pages.
import { couponHandlers } from './tasks/coupons';
import type { ServiceHandlers } from './types';

export const posCouponServiceHandlers: ServiceHandlers<'pos-coupon-service'> = {
  ...couponHandlers,
};
