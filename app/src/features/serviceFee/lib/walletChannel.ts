// The service fee's channel names (server) → the wallet bridge's (host app). What the wallet's answer
// means is lib/pay/walletOutcome's.
import type { PayChannel, ServiceFeeChannel } from '@merchant-h5/sdk';

/** @example WALLET_CHANNEL.unionpay // 'unionPay' */
export const WALLET_CHANNEL: Record<ServiceFeeChannel['channel'], PayChannel> = {
  alipay: 'alipay',
  unionpay: 'unionPay',
  unionSe: 'unionSE',
};
