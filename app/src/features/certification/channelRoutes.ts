// The Alipay / WeChat merchant certification's routes (the channel sub-area of certification).
import type { AppRoute } from '../../lib/routes';
import { paths } from '../../config/paths';

const c = paths.certification;

export const channelRoutes: AppRoute[] = [
  { pattern: c.alipayDredge, lazy: () => import('./screens/channel/AlipayDredgeScreen') },
  { pattern: c.alipaySmallBusinessDredge, lazy: () => import('./screens/channel/SmallBusinessDredgeScreen') },
  { pattern: c.alipayAtAuthMethod, lazy: () => import('./screens/channel/AtAuthMethodScreen') },
  { pattern: c.alipayCertificate, lazy: () => import('./screens/channel/AlipayCertificateScreen') },
  { pattern: c.alipayStatus, lazy: () => import('./screens/channel/ChannelStatusScreen') },
  { pattern: c.alipayEmptyPage, lazy: () => import('./screens/channel/ChannelEmptyScreen') },
  { pattern: c.alipayAccountPage, lazy: () => import('./screens/channel/AccountScreen') },
  { pattern: c.alipayAddCard, lazy: () => import('./screens/channel/AddCardScreen') },
  { pattern: c.alipayBranchList, lazy: () => import('./screens/channel/BranchListScreen') },
];
