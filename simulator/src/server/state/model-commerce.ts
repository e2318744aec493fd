// State types of points, the mall, coupons and membership (see model.ts).

// Coupons and coupon orders are stored as the SDK answers them.
export type { Coupon, CouponOrder } from '@merchant-h5/sdk';

export interface PointEntry {
  id: string;
  /** 'YYYYMMDD' */
  date: string;
  time: string;
  /** '01' earned, '02' spent, '03' expired */
  type: '01' | '02' | '03';
  typeName: string;
  points: number;
  title: string;
  balanceAfter: number;
}

export interface Commodity {
  commodityId: string;
  integralId: string;
  name: string;
  category: string;
  points: number;
  marketPrice: number;
  stock: number;
  image: string;
  description: string;
  isVirtual: boolean;
}

export interface IntegralOrder {
  orderNo: string;
  commodityId: string;
  commodityName: string;
  count: number;
  points: number;
  status: '01' | '02' | '03';
  statusName: string;
  createTime: string;
  address: Address | null;
}

export interface Address {
  addressId: string;
  name: string;
  phone: string;
  province: string;
  city: string;
  area: string;
  detail: string;
}

export interface Member {
  vipStatus: '0' | '1';
  levelName: string;
  openDate: string | null;
  expireDate: string | null;
  price: number;
  privileges: Array<{ code: string; name: string; description: string; used: number; total: number }>;
  cycleTasks: Array<{ taskId: string; title: string; progress: number; target: number; reward: string }>;
}

export interface SignIn {
  /** 'YYYYMMDD' days signed, oldest first */
  days: string[];
  receivedRewards: string[];
}
