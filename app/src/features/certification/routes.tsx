// Onboarding and certification (docs/product.md §2 "Certification"). Its screens come with issue 13;
// the area already owns the certification form drafts (state/certificationSlice.ts).
import type { FeatureArea } from '../../lib/routes';
import { channelRoutes } from './channelRoutes';
import { certificationDraft, certificationSlice } from './state/certificationSlice';

export const area: FeatureArea = {
  name: 'certification',
  title: '商户认证',
  routes: [...channelRoutes],
  slices: [certificationSlice],
  drafts: [certificationDraft],
};
