// Rules the quick-card handlers share: the SMS code's shape, and which card a call means.
import type { BankCard, MerchantState } from '../../../state/model';
import { badParam, notFound } from '../../errors';
import { reqString } from '../input';
import type { HandlerInput } from '../types';

export function smsCode(input: HandlerInput<'quickCardPayBindVerify' | 'quickCardPaySmsVerify'>): void {
  if (!/^\d{6}$/.test(reqString(input, 'smsCode'))) throw badParam('smsCode 应为 6 位数字');
}

export function findCard(state: MerchantState, cardId: string | undefined): BankCard {
  const card = cardId
    ? state.cards.find((c) => c.cardId === cardId)
    : state.cards.find((c) => !c.isSettlement);
  if (!card) throw notFound(`银行卡 ${cardId ?? ''}`);
  return card;
}
