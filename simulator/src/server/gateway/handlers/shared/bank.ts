// user-service: bank reference data (provinces, cities, banks, branches) and the settlement card.
import { passesLuhn } from '@merchant-h5/sdk';
import { loadCatalog } from '../../../state/catalog';
import { dateTime, ymd } from '../../../state/clock';
import { badParam, notFound } from '../../errors';
import { mintId, optString, reqCardNo, reqString } from '../input';
import { publicCard } from '../cards/card-bind';
import type { ServiceHandlers } from '../types';

export const bankHandlers = {
  bankQueryProv: ({ ctx }) => ({
    list: loadCatalog(ctx.config.fixturesDir).areas.map((p) => ({ provCd: p.code, provNm: p.name })),
  }),
  bankQueryCity: ({ ctx, input }) => {
    const provCd = optString(input, 'provCd') ?? '310000';
    const prov = loadCatalog(ctx.config.fixturesDir).areas.find((p) => p.code === provCd);
    if (!prov) throw notFound(`省份 ${provCd}`);
    return { list: prov.cities.map((c) => ({ cityCd: c.code, cityNm: c.name })) };
  },
  bankQueryBank: ({ ctx, input }) => {
    const keyword = optString(input, 'keyword');
    return {
      list: loadCatalog(ctx.config.fixturesDir).banks.filter((b) => !keyword || b.bankName.includes(keyword)),
    };
  },
  bankQueryBankBranch: ({ ctx, input }) => {
    const catalog = loadCatalog(ctx.config.fixturesDir);
    const bankCode = optString(input, 'bankCode') ?? catalog.banks[0]!.bankCode;
    const cityCd = optString(input, 'cityCd') ?? '310100';
    const bank = catalog.banks.find((b) => b.bankCode === bankCode);
    const city = catalog.areas.flatMap((p) => p.cities).find((c) => c.code === cityCd);
    if (!bank) throw notFound(`银行 ${bankCode}`);
    if (!city) throw notFound(`城市 ${cityCd}`);
    const keyword = optString(input, 'keyword');
    // Branch numbers are bank code + city code + district index: stable across sessions.
    const list = city.districts
      .map((d, i) => ({
        lbnkNo: `${bank.bankCode.slice(1)}${city.code.slice(0, 4)}${String(i + 1).padStart(5, '0')}`,
        lbnkNm: `${bank.bankName}${city.name}${d.name}支行`,
      }))
      .filter((b) => !keyword || b.lbnkNm.includes(keyword));
    return { list };
  },
  setBankUpdate: ({ ctx, state, input, now }) => {
    const cardNo = reqCardNo(input, 'cardNo');
    if (!passesLuhn(cardNo)) throw badParam('银行卡号有误，请核对后重新输入');
    const bankCode = reqString(input, 'bankCode');
    const bank = loadCatalog(ctx.config.fixturesDir).banks.find((b) => b.bankCode === bankCode);
    if (!bank) throw notFound(`银行 ${bankCode}`);
    for (const c of state.cards) c.isSettlement = false;
    let card = state.cards.find((c) => c.cardNo === cardNo);
    if (!card) {
      card = {
        // One counter for every new card's id, the quick-pay bindings' included (card-bind.ts).
        cardId: mintId(state, 'CARD', ymd(now)),
        cardNo,
        bankName: bank.bankName,
        bankCode,
        cardType: 'DC',
        phone: state.profile.phone,
        isSettlement: true,
        bindTime: dateTime(now),
      };
      state.cards.push(card);
    }
    card.isSettlement = true;
    const branchBankNm = optString(input, 'branchBankNm');
    // At most 60 characters: the contract's limit, checked before any handler (gateway/bounds.ts).
    if (branchBankNm) card.branchBankNm = branchBankNm;
    return { updated: true, card: { ...publicCard(card), branchBankNm: card.branchBankNm ?? '' } };
  },
  setBankFind: ({ state }) => {
    const card = state.cards.find((c) => c.isSettlement);
    return card ? { bound: true, card: publicCard(card) } : { bound: false, card: null };
  },
} satisfies Partial<ServiceHandlers<'user-service'>>;
