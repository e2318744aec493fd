// The collect area's part of the one RTK Query api: its cache tags, added by the area itself.
// Collection orders (QR code, swipe) and 开心送 inject through this.
import { api } from '../../../lib/api';

export const collectApi = api.enhanceEndpoints({
  addTagTypes: ['CollectOrder', 'HappySend'],
});
