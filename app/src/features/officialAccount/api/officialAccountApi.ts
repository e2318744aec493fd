// The official-account area's part of the one RTK Query api: 'OfficialAccount', the WeChat user and
// the merchant account bound to them, which a code exchange, a bind or a registration changes; and
// 'OfficialPrize', the official account's prize, which those and its draw change.
import { api } from '../../../lib/api';

export const officialAccountApi = api.enhanceEndpoints({ addTagTypes: ['OfficialAccount', 'OfficialPrize'] });
