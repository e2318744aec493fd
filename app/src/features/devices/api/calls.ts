// The devices screens' first call as the gateway takes it, without the store: the RTK endpoint
// builds its query here, and so does start-up, which sends it before the store's code has arrived
// (../firstCalls.ts).
import { endpoints } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';

/** The types one can apply for, with the merchant's terminals. */
export const deviceTypesCall = () => gatewayCall(endpoints.deviceDeviceType, { body: {} });
