// pos-coupon-service, assembled from the coupons area: for sale and orders, the wallet, exchange codes.
import { exchangeHandlers } from './coupons/exchange';
import { shopHandlers } from './coupons/shop';
import { walletHandlers } from './coupons/wallet';
import type { ServiceHandlers } from './types';

export const posCouponServiceHandlers: ServiceHandlers<'pos-coupon-service'> = {
  ...shopHandlers,
  ...walletHandlers,
  ...exchangeHandlers,
};
