// The onboarding sub-area's part of the one RTK Query api (onboarding, compliance inspection,
// service agreements): its own cache tags, so the business and channel sub-areas keep theirs.
import { api } from '../../../lib/api';

export const onboardingApi = api.enhanceEndpoints({
  addTagTypes: ['ServiceAgreement', 'AuthSupplement', 'MerchantAccess'],
});
