// Coupons on sale and one coupon's page for the component tests, typed by the catalogue.
import type { Coupon, CouponDetail, CouponOrder } from '@merchant-h5/sdk';

export function saleCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 'Q001',
    type: '01',
    name: '费率减免券（30 天）',
    price: 9.9,
    faceValue: 30,
    validDays: 30,
    stock: 1000,
    description: '30 天内刷卡费率减免 0.1%',
    limitPerMerchant: 0,
    memberOnly: false,
    ...overrides,
  };
}

export function couponDetail(overrides: Partial<CouponDetail> = {}): CouponDetail {
  return {
    ...saleCoupon(),
    memberPrice: null,
    bought: 0,
    canBuy: 10,
    cannotBuyReason: null,
    rules: '<h3>购买须知</h3><p>券在支付成功后放入“我的卡券”。</p>',
    ...overrides,
  };
}

export function couponOrder(overrides: Partial<CouponOrder> = {}): CouponOrder {
  return {
    orderNo: 'CO2026112900001',
    couponId: 'Q001',
    couponName: '费率减免券（30 天）',
    count: 2,
    amount: 19.8,
    status: '00',
    statusName: '待支付',
    createTime: '2026-11-29 10:00:00',
    payTime: '',
    ...overrides,
  };
}
