// The records' state (app/src/features/records; handlers/records/): trades, withdrawals and orders,
// stored as the SDK answers them.
import type {
  MyOrder,
  PurchaseOrderDetail,
  TransactionDetail,
  TransactionRecord,
  WithdrawalDetail,
} from '@merchant-h5/sdk';

export interface RecordsState {
  transactions: TransactionRecord[];
  /** By trade uuid: a failed trade's reason, a refund's original (answered by the detail only). */
  tradeNotes: Record<string, Pick<TransactionDetail, 'failReason' | 'origUuid' | 'origTranDt'>>;
  withdrawals: WithdrawalDetail[];
  purchaseOrders: PurchaseOrderDetail[];
  internetOrders: MyOrder[];
}
