// Quick card binding: list the supported banks, bind a card (it then shows in the card lists), verify
// the binding by SMS. Cards keep their full number in state; publicCard masks it on the way out.
import { dateTime, ymd } from '../../../state/clock';
import { loadCatalog } from '../../../state/catalog';
import { maskCard } from '../../../state/generate/mask';
import type { BankCard } from '../../../state/model';
import { mintId, optString, reqCardNo, reqMobile } from '../input';
import { duplicate } from '../rules';
import type { ServiceHandlers } from '../types';
import { findCard, smsCode } from './quick-pay-rules';

export function publicCard(card: BankCard): BankCard {
  return { ...card, cardNo: maskCard(card.cardNo) };
}

export const cardBindHandlers = {
  quickCardPayBindCard: ({ ctx, state, input, now }) => {
    const cardNo = reqCardNo(input, 'cardNo');
    const phone = reqMobile(input, 'phone');
    if (state.cards.some((c) => c.cardNo === cardNo)) throw duplicate('该卡已绑定');
    const banks = loadCatalog(ctx.config.fixturesDir).banks;
    const bank = banks.find((b) => b.bankCode === optString(input, 'bankCode')) ?? banks[0]!;
    const card: BankCard = {
      cardId: mintId(state, 'CARD', ymd(now)),
      cardNo,
      bankName: bank.bankName,
      bankCode: bank.bankCode,
      cardType: optString(input, 'cardType') === 'CC' ? 'CC' : 'DC',
      phone,
      isSettlement: false,
      bindTime: dateTime(now),
    };
    state.cards.push(card);
    return { orderNo: mintId(state, 'BD', ymd(now)), bindStatus: '1', card: publicCard(card) };
  },
  quickCardPayListSupportBank: ({ ctx }) => ({ list: loadCatalog(ctx.config.fixturesDir).banks }),
  quickCardPayBindVerify: ({ state, input }) => {
    smsCode(input);
    const card = findCard(state, optString(input, 'cardId'));
    return { bindStatus: '1', card: publicCard(card) };
  },
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
