// The records area's part of the one RTK Query api: its cache tags, added by the area itself
// (no shell list names them). Every records endpoint injects through this.
import { api } from '../../../lib/api';

export const recordsApi = api.enhanceEndpoints({
  addTagTypes: ['Transaction', 'Withdrawal', 'Bill', 'Order', 'Rate'],
});
