// The merchant's preferences' part of the one RTK Query api: 'MerchantSwitch', one server switch by
// key, which turning it on or off changes.
import { api } from '../../../lib/api';

export const preferencesApi = api.enhanceEndpoints({ addTagTypes: ['MerchantSwitch'] });
