// Settlement card and quick card binding (docs/product.md §2 "Payments and cards"): the merchant's
// cards, changing the settlement card, binding a card in three steps with its agreement and result.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { prefetchSupportBanks } from './api/cardBinding';
import { cardBindingSlice } from './state/cardBindingSlice';

const routes: AppRoute[] = [
  { pattern: paths.payments.bankCardList, lazy: () => import('./screens/BankCardListScreen'), key: true },
  {
    pattern: paths.payments.agreement,
    lazy: () => import('./screens/AgreementScreen'),
    prefetch: prefetchSupportBanks,
  },
  {
    pattern: paths.payments.addCardStep1,
    lazy: () => import('./screens/AddCardStep1Screen'),
    prefetch: prefetchSupportBanks,
  },
  {
    pattern: paths.payments.addCardStep2,
    lazy: () => import('./screens/AddCardStep2Screen'),
    prefetch: prefetchSupportBanks,
    // Reached only by typing a card number; opened without one it asks for the number (LostCard).
    example: '/others/addCard/step2/000000000000/DC',
  },
  {
    pattern: paths.payments.addCardStep3,
    lazy: () => import('./screens/AddCardStep3Screen'),
    prefetch: prefetchSupportBanks,
  },
  { pattern: paths.payments.unionPayCardBindResult, lazy: () => import('./screens/CardBindResultScreen') },
];

/** The card being bound lives in `cardBinding`: never a draft, never persisted. */
export const area: FeatureArea = {
  name: 'cards',
  title: '银行卡与快捷绑卡',
  routes,
  slices: [cardBindingSlice],
};
