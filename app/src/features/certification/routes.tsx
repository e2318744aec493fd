// Onboarding and certification (docs/product.md §2 "Certification"). Its screens come with issue 13;
// the area already owns the certification form drafts (state/certificationSlice.ts).
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { certificationDraft, certificationSlice } from './state/certificationSlice';

/** The Alipay / WeChat merchant certification (the channel sub-area). */
const channelRoutes: AppRoute[] = [
  { pattern: paths.certification.alipayDredge, lazy: () => import('./screens/channel/AlipayDredgeScreen') },
  {
    pattern: paths.certification.alipaySmallBusinessDredge,
    lazy: () => import('./screens/channel/SmallBusinessDredgeScreen'),
  },
  {
    pattern: paths.certification.alipayAtAuthMethod,
    lazy: () => import('./screens/channel/AtAuthMethodScreen'),
  },
  {
    pattern: paths.certification.alipayCertificate,
    lazy: () => import('./screens/channel/AlipayCertificateScreen'),
  },
  { pattern: paths.certification.alipayStatus, lazy: () => import('./screens/channel/ChannelStatusScreen') },
  {
    pattern: paths.certification.alipayEmptyPage,
    lazy: () => import('./screens/channel/ChannelEmptyScreen'),
  },
  { pattern: paths.certification.alipayAccountPage, lazy: () => import('./screens/channel/AccountScreen') },
  { pattern: paths.certification.alipayAddCard, lazy: () => import('./screens/channel/AddCardScreen') },
  { pattern: paths.certification.alipayBranchList, lazy: () => import('./screens/channel/BranchListScreen') },
];

export const area: FeatureArea = {
  name: 'certification',
  title: '商户认证',
  routes: [...channelRoutes],
  slices: [certificationSlice],
  drafts: [certificationDraft],
};
