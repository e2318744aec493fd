// The partner-mall area's part of the one RTK Query api: 'Points', the tag the three points areas
// share, so taking part in an activity refreshes the balance, the home and the bill elsewhere.
import { api } from '../../../lib/api';

export const partnerMallApi = api.enhanceEndpoints({ addTagTypes: ['Points'] });
