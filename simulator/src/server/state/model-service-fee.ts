// State of the terminal service fee (see model.ts): the orders opened to pay it, as the wallet and
// the QR code move them on. The refund applied for stays `MerchantState.serviceFeeRefund`.
import type { ServiceFeePayWay } from '@merchant-h5/sdk';

export type ServiceFeeOrderStatus = 'unpaid' | 'paying' | 'paid';

export interface ServiceFeeOrder {
  orderNo: string;
  amount: number;
  /** The way it was opened for (a wallet channel or 'qrCode'). */
  channel: ServiceFeePayWay;
  status: ServiceFeeOrderStatus;
  createTime: string;
  /** Simulator-clock time a pending wallet payment settles at (null: nothing pending). */
  settleAt: number | null;
  payTime: string | null;
  /** The wallet's trade number, set once when the order is charged. */
  tradeNo: string | null;
}
