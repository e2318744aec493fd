// Test only: bank offers as the server answers them, and a server that answers them like the simulator
// (running offers only, by bank, a page at a time; an ended offer's detail with status '2').
import type { BankOffer, BankOfferDetail, OfferBank } from '@merchant-h5/sdk';
import { page, type EnvelopeServer } from '../../../testing/envelopeServer';

export const BANKS: OfferBank[] = [
  {
    bankCode: '0102',
    bankName: '中国工商银行',
    logo: '/h5/static/bank/0102.png',
    slogan: '刷卡立减',
    offerCount: 2,
  },
  {
    bankCode: '0308',
    bankName: '招商银行',
    logo: '/h5/static/bank/0308.png',
    slogan: '周周有惠',
    offerCount: 1,
  },
];

export function offer(n: number, overrides: Partial<BankOfferDetail> = {}): BankOfferDetail {
  const bank = BANKS[n % 2 === 1 ? 0 : 1]!;
  return {
    offerId: `BO00${n}`,
    bankCode: bank.bankCode,
    bankName: bank.bankName,
    title: `优惠 ${n}`,
    summary: `满 100 减 ${n}`,
    validFrom: '2026-11-01',
    validTo: `2026-12-${String(10 + n)}`,
    tags: ['信用卡'],
    status: '1',
    statusName: '进行中',
    logo: bank.logo,
    rulesHtml: '<p>每周五刷卡满 100 元立减。</p>',
    howToJoin: ['在银行页面报名', '顾客刷卡付款'],
    link: `https://bank.sim.localhost/offers/BO00${n}`,
    ...overrides,
  };
}

const listed = ({ offerId, bankCode, bankName, title, summary, validFrom, validTo, tags }: BankOffer) => ({
  offerId,
  bankCode,
  bankName,
  title,
  summary,
  validFrom,
  validTo,
  tags,
});

/** Serves `offers` (details as given; lists hold only running ones) with {@link BANKS}. */
export function serveBankOffers(server: EnvelopeServer, offers: readonly BankOfferDetail[]): void {
  const running = offers.filter((o) => o.status === '1').map(listed);
  server.on('bankOfferHome', () => ({ data: { banks: BANKS, featured: running.slice(0, 4) } }));
  server.on('bankOfferList', ({ body }) => ({
    data: page(
      running.filter((o) => !body.bankCode || o.bankCode === body.bankCode),
      body,
    ),
  }));
  server.on('bankOfferDetail', ({ body }) => {
    const found = offers.find((o) => o.offerId === body.offerId);
    return found ? { data: found } : { code: '1004', msg: '记录不存在' };
  });
}
