// The merchant's preferences kept by the server (docs/product.md §2 "Other"): declining marketing
// calls, and the payment push (with the phone's notification permission, asked of the host).
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';

const routes: AppRoute[] = [
  {
    pattern: paths.other.avoidTelemarketing,
    lazy: () => import('./screens/AvoidTelemarketingScreen'),
  },
  { pattern: paths.other.bindPush, lazy: () => import('./screens/PushSettingsScreen') },
];

export const area: FeatureArea = { name: 'preferences', title: '商户偏好设置', routes };
