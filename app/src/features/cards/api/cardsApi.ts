// The cards area's part of the one RTK Query api: its cache tags. 'SettlementCard' is the tag of the
// shared settlement-card list (lib/bank/settlementCardApi), which a new binding refreshes.
import { api } from '../../../lib/api';

export const cardsApi = api.enhanceEndpoints({ addTagTypes: ['SupportBank', 'SettlementCard'] });
