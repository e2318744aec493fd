// A card number as every screen shows it: masked and grouped by the SDK (displayCardNumber), at most
// the first 6 and last 4 digits, one format for every card, list, form and result.
import { displayCardNumber } from '@merchant-h5/sdk';

export interface CardNumberProps {
  /** The number as the server sent it: full, masked or grouped. */
  value: string | null | undefined;
  /** For a screen's test hook, e.g. `settlement-card-no`. */
  testId?: string;
}

/** @example <CardNumber value={card.cardNo} /> → 6225 **** **** 6783 */
export function CardNumber({ value, testId }: CardNumberProps) {
  return (
    <span className="mh-card-number" translate="no" data-testid={testId}>
      {displayCardNumber(value)}
    </span>
  );
}
