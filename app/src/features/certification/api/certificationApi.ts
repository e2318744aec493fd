// The certification area's part of the one RTK Query api: its cache tags, added by the area itself.
// Business certification, its audit, the real-name certification and the lookups of their forms
// (areas, categories) inject through this; the onboarding and bank-card parts add their own tags.
import { api } from '../../../lib/api';

export const certificationApi = api.enhanceEndpoints({
  addTagTypes: ['Certification', 'RealName', 'CertificationLookup'],
});
