// The coupons' part of the one RTK Query api. 'CouponWallet' is what the merchant holds: whatever
// puts a coupon into it (an exchange code) invalidates it, and /private/coupon refreshes.
import { api } from '../../../lib/api';

export const couponsApi = api.enhanceEndpoints({ addTagTypes: ['CouponWallet'] });

/** A mutation's tags: refresh the wallet after a change, never after a refusal. */
export const refreshWallet = (_result: unknown, error: unknown) => (error ? [] : (['CouponWallet'] as const));
