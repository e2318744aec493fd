// The points home's first calls as the gateway takes them, without the store: the RTK endpoints
// build their queries here, and so does start-up, which sends them before the store's code has
// arrived (../firstCalls.ts).
import { endpoints } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';

export const pointsHomeCall = () => gatewayCall(endpoints.integralHome, { body: {} });
export const expiryReminderCall = () => gatewayCall(endpoints.integralGetWarm, { body: {} });
export const noviceGiftsCall = () => gatewayCall(endpoints.noviceGifts, { body: {} });
export const signInStatusCall = () => gatewayCall(endpoints.activitySignInStatus, { body: {} });
export const pendingPointsCall = () => gatewayCall(endpoints.integralPreIntegralList, { body: {} });
