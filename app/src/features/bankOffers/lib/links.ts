// Where the bank offers' screens link to one another.
import { href, paths } from '../../../config/paths';

/** One offer's details. @example offerHref('BO001') // '/bankRedDetails/details/BO001' */
export const offerHref = (offerId: string) => href(paths.other.bankRedDetails, { id: offerId });

/** More offers, of one bank when given (?bank=). @example moreOffersHref('0308') */
export const moreOffersHref = (bankCode?: string) =>
  href(paths.other.bankRedMoreActive, {}, bankCode ? { bank: bankCode } : {});
