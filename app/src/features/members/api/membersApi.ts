// The paid membership's part of the one RTK Query api ('CouponWallet': a claimed right fills the
// coupon wallet). 'Member' is what buying (later) invalidates,
// so the home, the explanations and the cycle tasks refresh once the server says it is paid.
import { api } from '../../../lib/api';

export const membersApi = api.enhanceEndpoints({ addTagTypes: ['Member', 'CouponWallet'] });
