// Collecting money and 开心送 routes (docs/product.md §2 payments: QR code, deposit code, swipe, result,
// 开心送). The mini program's 开心送 flow mirrors three of them under patterns of its own
// (paths.mirror: xyf/HappyDelivery/{activityId?}, HappyDelivery/swipeCardPayingPage,
// HappyDelivery/result/{state}), registered with `mirror: paths.mirror.x`.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { prefetchHappySend } from './api/happySend';

const routes: AppRoute[] = [
  { pattern: paths.payments.othersQrcode, lazy: () => import('./screens/CollectQrScreen'), key: true },
  { pattern: paths.payments.depositQRCode, lazy: () => import('./screens/DepositQrScreen') },
  {
    pattern: paths.payments.swipeCardPayingPage,
    lazy: () => import('./screens/SwipeCardPayingScreen'),
    mirror: paths.mirror.happyDeliverySwipeCardPayingPage,
  },
  {
    pattern: paths.payments.othersResult,
    lazy: () => import('./screens/CollectResultScreen'),
    mirror: paths.mirror.happyDeliveryResult,
  },
  {
    pattern: paths.payments.happyDelivery,
    lazy: () => import('./screens/HappyDeliveryScreen'),
    prefetch: prefetchHappySend,
    mirror: paths.mirror.happyDelivery,
  },
  { pattern: paths.payments.selectHappySend, lazy: () => import('./screens/SelectHappySendScreen') },
];

export const area: FeatureArea = { name: 'collect', title: '收款与开心送', routes };
