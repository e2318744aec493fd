// The bank offers (issue 38), read-only from the catalogue: the recommended banks, the running offers a
// page at a time, and one offer with its rules. The server decides what runs: an offer whose last day
// has passed is never listed, and its detail says 活动已结束 and carries no link. The catalogue counts
// an offer's days from the day the session first asked for bank offers (kept in its attachments), so
// the dates stay put while the session lives and moving the simulator clock ends an offer.
import type { BankOffer, BankOfferDetail, OfferBank } from '@merchant-h5/sdk';
import type { SimSession } from '../../../state/session';
import { loadCatalog, type CatalogBankOffers } from '../../../state/catalog';
import { DAY_MS, startOfDay, ymd } from '../../../state/clock';
import { badParam, notFound } from '../../errors';
import { optString, paginate, readPage, reqString } from '../input';
import { serverHtml } from '../server-html';
import type { ServiceHandlers } from '../types';

type CatalogOffer = CatalogBankOffers['offers'][number];

/** How many running offers the index features. */
export const FEATURED_OFFERS = 4;

const dashed = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;

const ANCHOR = 'bankOffersDay';

/** Where the session's offer days count from, and today as a day number from there. */
interface Days {
  anchor: number;
  today: number;
}

function daysOf(session: SimSession, now: number): Days {
  const kept = session.attachments[ANCHOR];
  const anchor = typeof kept === 'number' ? kept : startOfDay(now);
  session.attachments[ANCHOR] = anchor;
  return { anchor, today: Math.floor((startOfDay(now) - anchor) / DAY_MS) };
}

/** 'YYYY-MM-DD' of catalogue day `day`. */
const dayOf = (days: Days, day: number) => dashed(ymd(days.anchor + day * DAY_MS + DAY_MS / 2));

const isRunning = (o: CatalogOffer, days: Days) => o.fromDay <= days.today && o.toDay >= days.today;

function offerOf(catalog: CatalogBankOffers, o: CatalogOffer, days: Days): BankOffer {
  const bank = catalog.banks.find((b) => b.bankCode === o.bankCode);
  return {
    offerId: o.offerId,
    bankCode: o.bankCode,
    bankName: bank?.bankName ?? '',
    title: o.title,
    summary: o.summary,
    validFrom: dayOf(days, o.fromDay),
    validTo: dayOf(days, o.toDay),
    tags: [...o.tags],
  };
}

/** The running offers, ending soonest first (then by id), as lists show them. */
function runningOffers(catalog: CatalogBankOffers, days: Days, bankCode?: string): BankOffer[] {
  return catalog.offers
    .filter((o) => isRunning(o, days) && (!bankCode || o.bankCode === bankCode))
    .sort((a, b) => a.toDay - b.toDay || a.offerId.localeCompare(b.offerId))
    .map((o) => offerOf(catalog, o, days));
}

export const bankOfferHandlers = {
  bankOfferHome: ({ ctx, session, now }) => {
    const catalog = loadCatalog(ctx.config.fixturesDir).bankOffers;
    const running = runningOffers(catalog, daysOf(session, now));
    const banks: OfferBank[] = catalog.banks
      .map((b) => ({ ...b, offerCount: running.filter((o) => o.bankCode === b.bankCode).length }))
      .filter((b) => b.offerCount > 0);
    return { banks, featured: running.slice(0, FEATURED_OFFERS) };
  },
  bankOfferList: ({ ctx, session, input, now }) => {
    const catalog = loadCatalog(ctx.config.fixturesDir).bankOffers;
    const bankCode = optString(input, 'bankCode') || undefined;
    if (bankCode && !catalog.banks.some((b) => b.bankCode === bankCode))
      throw badParam(`未知的银行 ${bankCode}`);
    return paginate(runningOffers(catalog, daysOf(session, now), bankCode), readPage(input));
  },
  bankOfferDetail: ({ ctx, session, input, now }): BankOfferDetail => {
    const catalog = loadCatalog(ctx.config.fixturesDir).bankOffers;
    const offerId = reqString(input, 'offerId');
    const o = catalog.offers.find((x) => x.offerId === offerId);
    const days = daysOf(session, now);
    // An offer not yet started is not the merchant's to see either.
    if (!o || o.fromDay > days.today) throw notFound(`银行优惠 ${offerId}`);
    const running = isRunning(o, days);
    return {
      ...offerOf(catalog, o, days),
      status: running ? '1' : '2',
      statusName: running ? '进行中' : '活动已结束',
      logo: catalog.banks.find((b) => b.bankCode === o.bankCode)?.logo ?? '',
      rulesHtml: serverHtml(session, o.rulesHtml),
      howToJoin: running ? [...o.howToJoin] : [],
      link: running ? o.link : null,
    };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
