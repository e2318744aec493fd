// One bank offer in a list: its name and benefit, then the bank, its last day and its first label.
import type { BankOffer } from '@merchant-h5/sdk';
import { RecordRow } from '../../../components/RecordRow/RecordRow';

export function OfferRow({ offer }: { offer: BankOffer }) {
  return (
    <RecordRow
      title={offer.title}
      amount={offer.summary}
      time={`${offer.bankName} · 至 ${offer.validTo}`}
      status={offer.tags[0]}
    />
  );
}
