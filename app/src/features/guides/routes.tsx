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
  // These two depend only on the host they run in: they ask the server nothing.
  { pattern: paths.other.guideOpenApp, lazy: () => import('./screens/OpenAppScreen'), asksNothing: true },
  {
    pattern: paths.mirror.openMiniProgram,
    lazy: () => import('./screens/OpenMiniProgramScreen'),
    asksNothing: true,
  },
];

export const area: FeatureArea = { name: 'guides', title: '使用指引', routes };
