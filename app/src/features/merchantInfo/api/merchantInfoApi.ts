// The merchant information's part of the one RTK Query api: 'TouchMerchant', the saved merchant
// information records (touch/*), which adding or changing one invalidates.
import { api } from '../../../lib/api';

export const merchantInfoApi = api.enhanceEndpoints({ addTagTypes: ['TouchMerchant'] });
