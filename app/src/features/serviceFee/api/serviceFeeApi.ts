// The service-fee and phone-POS area's part of the one RTK Query api: its cache tags, added by the
// area itself. Every endpoint of this folder injects through this.
import { api } from '../../../lib/api';

export const serviceFeeApi = api.enhanceEndpoints({
  addTagTypes: ['ServiceFee', 'ServiceFeeRefund', 'PhonePos'],
});
