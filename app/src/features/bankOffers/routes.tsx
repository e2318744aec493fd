// The bank offers (docs/product.md §2 "Other", issue 38): the recommended banks and featured offers,
// every running offer by bank, and one offer, whose bank page is left for only when allow-listed.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { prefetchBankIndex, prefetchMoreOffers, prefetchOfferDetail } from './api/bankOffers';

// The index first: it links to the details, which the route checks follow.
const routes: AppRoute[] = [
  {
    pattern: paths.other.bankIndex,
    lazy: () => import('./screens/BankIndexScreen'),
    prefetch: prefetchBankIndex,
  },
  {
    pattern: paths.other.bankRedMoreActive,
    lazy: () => import('./screens/MoreOffersScreen'),
    prefetch: prefetchMoreOffers,
  },
  {
    pattern: paths.other.bankRedDetails,
    lazy: () => import('./screens/OfferDetailScreen'),
    prefetch: prefetchOfferDetail,
    example: '/bankRedDetails/details/BO001',
  },
];

export const area: FeatureArea = { name: 'bankOffers', title: '银行优惠', routes };
