// The help area's part of the one RTK Query api: its cache tags. Every help endpoint injects through this.
import { api } from '../../../lib/api';

export const helpApi = api.enhanceEndpoints({ addTagTypes: ['Abnormal', 'Question'] });
