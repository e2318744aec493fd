// State types of points, the mall, coupons and membership (see model.ts). What the handlers answer as
// it is stored comes from the SDK's contract.
export type { Commodity, DeliveryAddress, IntegralOrder, Member, PointEntry } from '@merchant-h5/sdk';

export interface Coupon {
  id: string;
  type: string;
  name: string;
  price: number;
  faceValue: number;
  validDays: number;
  stock: number;
  description: string;
}

export interface CouponOrder {
  orderNo: string;
  couponId: string;
  couponName: string;
  count: number;
  amount: number;
  status: string;
  statusName: string;
  createTime: string;
  payTime: string;
}

export interface SignIn {
  /** 'YYYYMMDD' days signed, oldest first */
  days: string[];
  receivedRewards: string[];
}
