// The devices area's part of the one RTK Query api: its cache tags, added by the area itself.
// Every terminal call (apply, replace, urge, photos, the merchant's terminals) injects through this.
import { api } from '../../../lib/api';

export const devicesApi = api.enhanceEndpoints({
  addTagTypes: ['DeviceApplication', 'Device', 'Area'],
});
