// Guides (docs/product.md §2 "Other"): the card machine guide, from applying to taking payments.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { prefetchEposStatus } from './api/epos';

const routes: AppRoute[] = [
  {
    pattern: paths.other.eposGuide,
    lazy: () => import('./screens/EposGuideScreen'),
    prefetch: prefetchEposStatus,
  },
];

export const area: FeatureArea = { name: 'guides', title: '使用指引', routes };
