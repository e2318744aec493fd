// The message centre's part of the one RTK Query api. 'Messages' is the list, the counts and each
// message: marking read invalidates it, so the index shows the message read and the counts down.
import { api } from '../../../lib/api';

export const messagesApi = api.enhanceEndpoints({ addTagTypes: ['Messages'] });
