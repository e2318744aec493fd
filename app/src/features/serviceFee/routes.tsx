// Service fee and phone-as-POS routes (docs/product.md §2 "Help", "Other"): paying the payment
// device's service fee (wallet or QR code), its result, and turning phone-as-POS on and off.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';

const routes: AppRoute[] = [
  // No prefetch: the screen asks for the fee afresh on every visit (it changes with each payment).
  { pattern: paths.help.switchPayDeviceApply, lazy: () => import('./screens/SwitchPayDeviceApplyScreen') },
  { pattern: paths.help.qrCodePayPage, lazy: () => import('./screens/QrCodePayScreen') },
  { pattern: paths.help.result, lazy: () => import('./screens/PayResultScreen') },
  { pattern: paths.other.phonePosIndex, lazy: () => import('./screens/PhonePosScreen') },
  { pattern: paths.other.phonePosStatus, lazy: () => import('./screens/PhonePosStatusScreen') },
];

export const area: FeatureArea = { name: 'serviceFee', title: '服务费与手机 POS', routes };
