// The wallet's tabs (the address's ?status=) and when a coupon counts as ending soon.
import type { WalletCouponStatus } from '@merchant-h5/sdk';

export const WALLET_TABS: ReadonlyArray<{ value: WalletCouponStatus; label: string }> = [
  { value: 'unused', label: '未使用' },
  { value: 'used', label: '已使用' },
  { value: 'expired', label: '已过期' },
];

/** The tab an address names; 未使用 for none or an unknown one. */
export function tabOf(value: string | null | undefined): WalletCouponStatus {
  return value === 'used' || value === 'expired' ? value : 'unused';
}

/** An unused coupon this close to its last day (server days) is marked as ending soon. */
export const SOON_DAYS = 3;

/** The badge of a coupon ending soon ('今天到期', '3 天后到期'), or null. */
export function endingSoonText(daysLeft: number | null): string | null {
  if (daysLeft === null || daysLeft > SOON_DAYS) return null;
  return daysLeft <= 0 ? '今天到期' : `${daysLeft} 天后到期`;
}
