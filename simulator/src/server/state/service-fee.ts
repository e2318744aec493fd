// The terminal service fee's state (app/src/features/serviceFee; handlers/serviceFee/): the orders
// opened to pay it, as the wallet and the QR code move them on, and the refund applied for.
import type { ServiceFeePayWay, ServiceFeeRefundDetail } from '@merchant-h5/sdk';

export type ServiceFeeOrderStatus = 'unpaid' | 'paying' | 'paid';

export interface ServiceFeeOrder {
  orderNo: string;
  amount: number;
  /** The way it was opened for (a wallet channel, 'qrCode' or 'miniProgram'). */
  channel: ServiceFeePayWay;
  status: ServiceFeeOrderStatus;
  createTime: string;
  /** Simulator-clock time a pending wallet payment settles at (null: nothing pending). */
  settleAt: number | null;
  payTime: string | null;
  /** The wallet's trade number, set once when the order is charged. */
  tradeNo: string | null;
}

export interface ServiceFeeState {
  /** the orders opened to pay the current service fee, newest first */
  serviceFeeOrders: ServiceFeeOrder[];
  /** the service-fee refund applied for, null before */
  serviceFeeRefund: ServiceFeeRefundDetail | null;
}
