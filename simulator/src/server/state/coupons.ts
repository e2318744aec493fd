// The coupon wallet's state (handlers/coupons/): the coupons the merchant holds and the exchange
// codes with the tries that went wrong. A coupon stores its times, never its status: the handler
// works the status out when it reads (handlers/coupons/wallet.ts), so nothing has to lapse it.
import type { WalletCoupon } from '@merchant-h5/sdk';

/** One coupon in the wallet, as `couponMine` answers it but with its times in ms on the simulator clock. */
export interface HeldCoupon extends Pick<
  WalletCoupon,
  | 'walletId'
  | 'couponId'
  | 'name'
  | 'type'
  | 'faceValue'
  | 'valueText'
  | 'source'
  | 'sourceName'
  | 'minAmount'
> {
  startAt: number;
  /** the last second it can be used (23:59:59 China time of its last day) */
  endAt: number;
  usedAt: number | null;
}

/** An exchange code: gives one coupon or a package of coupons, once, until it expires. */
export interface ExchangeCode {
  /** 8 letters and digits, upper case */
  code: string;
  kind: 'coupon' | 'package';
  name: string;
  /** the catalogue coupons (`state.coupons` ids) it gives, one each */
  couponIds: string[];
  expiresAt: number;
  usedAt: number | null;
}

export interface CouponsState {
  wallet: HeldCoupon[];
  exchangeCodes: ExchangeCode[];
  /** when each wrong code was tried, within the slow-down's window (handlers/coupons/exchange.ts) */
  wrongExchangeTries: number[];
  /** no code is taken until then (ms), after too many wrong ones; null when free */
  exchangeLockedUntil: number | null;
}
