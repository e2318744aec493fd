// The virtual credit card reservation (docs/product.md §2 "Other", issue 38): the introduction and
// the reservation form, then the reservation's state.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';

const routes: AppRoute[] = [
  { pattern: paths.other.applicationCardOne, lazy: () => import('./screens/CardOneScreen') },
  { pattern: paths.other.applicationCardTwo, lazy: () => import('./screens/CardTwoScreen') },
];

export const area: FeatureArea = { name: 'creditCard', title: '虚拟信用卡', routes };
