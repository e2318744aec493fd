// Where a membership order stands for the result screen (/buy/members), from the server's order and
// the wallet's word in the address ('paid' or 'pending', nothing more). After such a word the server
// may not have heard of the payment yet: an unpaid order is then 确认中, never "not charged".
import type { MemberOrderView } from '@merchant-h5/sdk';

/**
 * 'paid' the membership runs on; 'confirming' the payment side has not settled it (keep asking);
 * 'closed' not paid in time, nothing charged; 'unpaid' the server holds it unpaid and no wallet said
 * otherwise (the mini program's pay page came back cancelled).
 */
export type BuyResult = 'paid' | 'confirming' | 'closed' | 'unpaid';

/** The wallet's word from the address: only 'paid' and 'pending' mean anything here. */
export function walletWord(outcome: string | null): 'paid' | 'pending' | null {
  return outcome === 'paid' || outcome === 'pending' ? outcome : null;
}

/**
 * @example buyResult({ ...order, status: 'unpaid' }, 'pending') // 'confirming'
 */
export function buyResult(order: MemberOrderView, word: 'paid' | 'pending' | null): BuyResult {
  if (order.status === 'paid') return 'paid';
  if (order.status === 'closed') return 'closed';
  if (order.status === 'paying' || word) return 'confirming';
  return 'unpaid';
}
