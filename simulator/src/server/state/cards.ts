// The cards' state (app/src/features/cards; handlers/cards/): the bank cards and the quick-pay
// bindings waiting for their SMS code.
import type { BankCard } from '@merchant-h5/sdk';

// Bank cards keep the full card number here; handlers mask it on the way out (publicCard).
export type { BankCard } from '@merchant-h5/sdk';

/** A binding opened by bindCard: the card (full number, like every card here) and its SMS code. */
export interface CardBindRecord {
  orderNo: string;
  card: BankCard;
  smsCode: string;
  status: 'pending' | 'bound' | 'void';
  /** wrong codes so far; the fifth voids the order */
  failures: number;
  /** simulator-clock ms the code was sent */
  sentAt: number;
}

export interface CardsState {
  cards: BankCard[];
  /** Quick-pay bindings opened by bindCard, waiting for their SMS code (handlers/cards/card-bind.ts). */
  cardBinds?: CardBindRecord[];
}
