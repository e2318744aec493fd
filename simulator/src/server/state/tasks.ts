// The task pages' state (handlers/tasks/; their screens are still to come): the task centre, the
// coupons for sale and their orders (the wallet and the exchange codes: ./coupons.ts).
import type { AppTask, Coupon, CouponOrder, TaskClaim } from '@merchant-h5/sdk';

export type { AppTask, Coupon, CouponOrder } from '@merchant-h5/sdk';

/**
 * A task as stored: `progress` and `status` are what the task centre last worked out from the
 * merchant's state (handlers/tasks/task-rules.ts); its period, reward and link are the rules'.
 */
export type StoredTask = Pick<
  AppTask,
  'taskId' | 'title' | 'description' | 'rewardPoints' | 'target' | 'progress' | 'status'
>;

/** A claimed task reward, with the server's day ('YYYYMMDD', Asia/Shanghai) it was claimed on. */
export interface StoredTaskClaim extends TaskClaim {
  day: string;
}

/** A coupon order as stored: the answer's fields and how the payment side moves it. */
export interface StoredCouponOrder extends CouponOrder {
  /** simulator clock, when created (absent for generated history, paid long ago) */
  createdAt?: number;
  /** simulator clock, when a pending wallet payment settles (null/absent: nothing pending) */
  settleAt?: number | null;
  /** the wallet's trade number, once charged */
  tradeNo?: string | null;
}

export interface TasksState {
  tasks: StoredTask[];
  /** every task reward claimed in this session, oldest first (handlers/tasks/task-center.ts) */
  taskClaims?: StoredTaskClaim[];
  coupons: Coupon[];
  couponOrders: StoredCouponOrder[];
}
