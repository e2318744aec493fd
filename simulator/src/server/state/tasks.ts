// The task pages' state (handlers/tasks/; their screens are still to come): the task centre, the
// coupons for sale, their orders and the exchange codes used.
import type { AppTask, Coupon, CouponOrder } from '@merchant-h5/sdk';

export type { AppTask, Coupon, CouponOrder } from '@merchant-h5/sdk';

export interface TasksState {
  tasks: AppTask[];
  coupons: Coupon[];
  couponOrders: CouponOrder[];
  usedExchangeCodes: string[];
}
