// Onboarding and certification (docs/product.md §2 "Certification"); the area owns the certification
// form drafts (state/certificationSlice.ts). Each sub-area (business, channel, onboarding) keeps
// its screens in its own screens/<sub>/ folder.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { certificationDraft, certificationSlice } from './state/certificationSlice';

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
    // The mirror's pattern differs: {isAutoAudit} is required there.
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

export const area: FeatureArea = {
  name: 'certification',
  title: '商户认证',
  routes: [...onboardingRoutes],
  slices: [certificationSlice],
  drafts: [certificationDraft],
};
