// The merchant information (docs/product.md §2 "Other", issue 38): the intake form a payment-terminal
// provider's merchant fills, its saved records, and the manual import path.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';

const routes: AppRoute[] = [
  { pattern: paths.tasks.touchIndex, lazy: () => import('./screens/MerchantInfoScreen') },
  { pattern: paths.tasks.touchNonAutoImport, lazy: () => import('./screens/NonAutoImportScreen') },
];

export const area: FeatureArea = { name: 'merchantInfo', title: '商户资料', routes };
