// Guides (docs/product.md §2 "Other"): the card machine guide, from applying to taking payments;
// opening the provider's app from outside it; the mini program's way to its own home page.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { prefetchEposStatus } from './api/epos';

const routes: AppRoute[] = [
  {
    pattern: paths.other.eposGuide,
    lazy: () => import('./screens/EposGuideScreen'),
    prefetch: prefetchEposStatus,
  },
  { pattern: paths.other.guideOpenApp, lazy: () => import('./screens/OpenAppScreen') },
  { pattern: paths.mirror.openMiniProgram, lazy: () => import('./screens/OpenMiniProgramScreen') },
];

export const area: FeatureArea = { name: 'guides', title: '使用指引', routes };
