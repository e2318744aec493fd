// The guides' part of the one RTK Query api: 'Epos', where the merchant's card machine stands.
import { api } from '../../../lib/api';

export const guidesApi = api.enhanceEndpoints({ addTagTypes: ['Epos'] });
