// Wallet coupons for the component tests, typed by the catalogue.
import type { CouponMine, WalletCoupon, WalletCouponStatus } from '@merchant-h5/sdk';

export function walletCoupon(overrides: Partial<WalletCoupon> = {}): WalletCoupon {
  return {
    walletId: 'W1',
    couponId: 'Q001',
    name: '费率减免券（30 天）',
    type: '01',
    faceValue: 30,
    valueText: '30 天内刷卡费率减免 0.1%',
    source: 'bought',
    sourceName: '购买',
    startTime: '2026-11-01 10:00:00',
    endTime: '2026-12-31 23:59:59',
    status: 'unused',
    daysLeft: 39,
    usedTime: null,
    minAmount: null,
    unusableReason: null,
    ...overrides,
  };
}

/** The wallet's answer for one tab: `list` of it, the counts of all. */
export function mine(all: WalletCoupon[], status: WalletCouponStatus): CouponMine {
  const counts = { unused: 0, used: 0, expired: 0 };
  for (const c of all) counts[c.status] += 1;
  return { list: all.filter((c) => c.status === status), counts };
}
