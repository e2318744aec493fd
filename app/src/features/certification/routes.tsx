// Onboarding and certification (docs/product.md §2 "Certification"). The area owns the certification
// form drafts (state/certificationSlice.ts). Business certification: the form, its audit status, the
// re-upload of refused photos, the overview, and the real-name certification.
import { paths } from '../../config/paths';
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { certificationDraft, certificationSlice } from './state/certificationSlice';

const businessRoutes: AppRoute[] = [
  {
    pattern: paths.certification.businessCertificate,
    lazy: () => import('./screens/BusinessCertificateScreen'),
  },
  { pattern: paths.certification.auditStatus, lazy: () => import('./screens/AuditStatusScreen') },
  { pattern: paths.certification.alipayReUploadPic, lazy: () => import('./screens/ReUploadPicScreen') },
  {
    pattern: paths.certification.businessCertificatePage,
    lazy: () => import('./screens/BusinessCertificatePageScreen'),
  },
  {
    pattern: paths.certification.informationAuthentication,
    lazy: () => import('./screens/InformationAuthenticationScreen'),
  },
];

export const area: FeatureArea = {
  name: 'certification',
  title: '商户认证',
  routes: [...businessRoutes],
  slices: [certificationSlice],
  drafts: [certificationDraft],
};
