// Trade types of pay-service's transaction records. The list call sends them with each page; these
// are shown until the first page arrives ('' = all). Each is the catalogue's TradeTypeOption.
import type { TradeTypeOption } from '@merchant-h5/sdk';

export const ALL_TRADE_TYPES: TradeTypeOption = { tradeType: '', tradeTypeName: '全部' };

export const DEFAULT_TRADE_TYPES: readonly TradeTypeOption[] = [
  ALL_TRADE_TYPES,
  { tradeType: '01', tradeTypeName: '刷卡消费' },
  { tradeType: '02', tradeTypeName: '扫码收款' },
  { tradeType: '03', tradeTypeName: '闪付' },
  { tradeType: '04', tradeTypeName: '退货' },
];

/** The tabs for the types the server sent, '全部' first. */
export function tradeTypeOptions(
  fromServer: readonly TradeTypeOption[] | undefined,
): readonly TradeTypeOption[] {
  if (!fromServer || fromServer.length === 0) return DEFAULT_TRADE_TYPES;
  return [ALL_TRADE_TYPES, ...fromServer];
}

/** A transaction status code's tone: '00' success, '01' failed, else in progress. */
export function statusTone(status: string): 'success' | 'danger' | 'warning' {
  return status === '00' ? 'success' : status === '01' ? 'danger' : 'warning';
}

/** A withdrawal status code's tone: '00' paid out, '02' failed, else in progress. */
export function withdrawalTone(status: string): 'success' | 'danger' | 'warning' {
  return status === '00' ? 'success' : status === '02' ? 'danger' : 'warning';
}

/** The trade type of a refund ('退货'): its amount goes back to the cardholder. */
export const REFUND_TRADE_TYPE = '04';

/**
 * How a record's amount is shown besides its status text: a failed one never moved money (muted,
 * struck through), a refund went out (shown negative). docs/product.md, "UI rules".
 */
export type AmountOutcome = 'done' | 'failed' | 'refunded';

/** A transaction's outcome: failed ('01') first, then a refund by its trade type. */
export function transactionOutcome(record: { status: string; tradeType: string }): AmountOutcome {
  if (record.status === '01') return 'failed';
  return record.tradeType === REFUND_TRADE_TYPE ? 'refunded' : 'done';
}

/** A transaction's amount with a refund always negative, whatever sign the server sent. */
export function signedAmount(record: { amount: number; tradeType: string }): number {
  return record.tradeType === REFUND_TRADE_TYPE ? -Math.abs(record.amount) : record.amount;
}

/** A withdrawal's outcome: only a failed one ('02') differs; it never arrived. */
export function withdrawalOutcome(status: string): AmountOutcome {
  return status === '02' ? 'failed' : 'done';
}
