// One bank card as the merchant sees it: bank, kind, number masked (first 6 + last 4 at most).
import type { BankCard } from '@merchant-h5/sdk';
import { CardNumber } from '../../../components/CardNumber/CardNumber';
import { CARD_KIND_NAMES } from '../lib/detectCard';

export function CardRow({ card, testId }: { card: BankCard; testId?: string }) {
  return (
    <div className="mh-bank-card" data-bank={card.bankCode}>
      <p className="mh-bank-card-bank">
        {card.bankName}
        <span className="mh-bank-card-kind">{CARD_KIND_NAMES[card.cardType]}</span>
      </p>
      <p className="mh-bank-card-no">
        <CardNumber value={card.cardNo} testId={testId} />
      </p>
      {card.branchBankNm ? <p className="mh-bank-card-branch">{card.branchBankNm}</p> : null}
    </div>
  );
}
