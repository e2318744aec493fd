// State types of points, the mall, coupons and membership (see model.ts). What the handlers answer as
// it is stored comes from the SDK's contract.
export type {
  Commodity,
  Coupon,
  CouponOrder,
  DeliveryAddress,
  IntegralOrder,
  Member,
  PointEntry,
} from '@merchant-h5/sdk';

export interface SignIn {
  /** 'YYYYMMDD' days signed, oldest first */
  days: string[];
  receivedRewards: string[];
}
