// Which bank issues a card and whether it is a debit or a credit card, from the supported banks'
// prefixes (quickCardPayListSupportBank): the longest prefix the number starts with wins.
import type { CardKind, SupportBank } from '@merchant-h5/sdk';

export interface DetectedCard {
  bank: SupportBank;
  cardType: CardKind;
}

export const CARD_KIND_NAMES: Record<CardKind, string> = { DC: '储蓄卡', CC: '信用卡' };

/** @example detectCard(banks, '6225881234567898') // { bank: 招商银行, cardType: 'DC' } */
export function detectCard(banks: readonly SupportBank[], digits: string): DetectedCard | undefined {
  let best: (DetectedCard & { length: number }) | undefined;
  for (const bank of banks)
    for (const bin of bank.bins)
      if (digits.startsWith(bin.prefix) && bin.prefix.length > (best?.length ?? 0))
        best = { bank, cardType: bin.cardType, length: bin.prefix.length };
  return best ? { bank: best.bank, cardType: best.cardType } : undefined;
}
