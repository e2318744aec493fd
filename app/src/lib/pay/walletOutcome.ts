// What a host wallet's `resultStatus` means for the merchant (docs/product.md §8: 9000 is success).

export type WalletOutcome = 'paid' | 'pending' | 'cancelled' | 'failed';

/**
 * 9000 paid; 8000 (processing) and 6004 (result unknown) may still be paid, so the order is asked
 * until the server knows; 6001 the merchant cancelled: nothing was charged.
 *
 * @example walletOutcome('6004') // 'pending'
 */
export function walletOutcome(resultStatus: string): WalletOutcome {
  if (resultStatus === '9000') return 'paid';
  if (resultStatus === '8000' || resultStatus === '6004') return 'pending';
  if (resultStatus === '6001') return 'cancelled';
  return 'failed';
}

/** @example <p role="alert">{CANCELLED_TEXT}</p> */
export const CANCELLED_TEXT = '已取消支付，未扣款，可重新支付';

/**
 * The inline line for a payment that did not go through (nothing was charged).
 *
 * @example notPaidText('failed', '订单支付失败') // '支付未完成：订单支付失败，未扣款，请重试'
 */
export function notPaidText(outcome: WalletOutcome, memo: string): string {
  if (outcome === 'cancelled') return CANCELLED_TEXT;
  return memo ? `支付未完成：${memo}，未扣款，请重试` : '支付未完成，未扣款，请重试';
}
