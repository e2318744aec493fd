// Onboarding and certification (docs/product.md §2 "Certification"); the area owns the certification
// form drafts (state/certificationSlice.ts, declared as drafts in drafts.ts). Each sub-area
// (business, channel, onboarding) keeps its screens in its own screens/<sub>/ folder.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { certificationSlice } from './state/certificationSlice';

/** Business certification: the form, its audit status, the re-upload of refused photos, the overview, real name. */
const businessRoutes: AppRoute[] = [
  {
    pattern: paths.certification.businessCertificate,
    lazy: () => import('./screens/business/BusinessCertificateScreen'),
  },
  { pattern: paths.certification.auditStatus, lazy: () => import('./screens/business/AuditStatusScreen') },
  {
    pattern: paths.certification.alipayReUploadPic,
    lazy: () => import('./screens/business/ReUploadPicScreen'),
  },
  {
    pattern: paths.certification.businessCertificatePage,
    lazy: () => import('./screens/business/BusinessCertificatePageScreen'),
  },
  {
    pattern: paths.certification.informationAuthentication,
    lazy: () => import('./screens/business/InformationAuthenticationScreen'),
  },
];

/** Onboarding: the service agreements, the compliance inspection, onboarding with or without a licence. */
const onboardingRoutes: AppRoute[] = [
  {
    pattern: paths.certification.serviceAgreement,
    lazy: () => import('./screens/onboarding/ServiceAgreementScreen'),
    mirror: true,
  },
  {
    pattern: paths.certification.serviceAgreementNew,
    lazy: () => import('./screens/onboarding/ServiceAgreementNewScreen'),
    // The mirror's pattern differs: its isAutoAudit is required.
    mirror: paths.mirror.serviceAgreementNew,
  },
  {
    pattern: paths.certification.complianceInspection,
    lazy: () => import('./screens/onboarding/ComplianceInspectionScreen'),
    mirror: true,
  },
  {
    pattern: paths.certification.merchantReuseInfo,
    lazy: () => import('./screens/onboarding/MerchantReuseInfoScreen'),
    mirror: true,
  },
  {
    pattern: paths.certification.newBusinessCertificate,
    lazy: () => import('./screens/onboarding/NewBusinessCertificateScreen'),
    mirror: true,
  },
  {
    pattern: paths.certification.smallMerchReport,
    lazy: () => import('./screens/onboarding/SmallMerchReportScreen'),
    mirror: true,
  },
];

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
  routes: [...businessRoutes, ...channelRoutes, ...onboardingRoutes],
  slices: [certificationSlice],
};
