// The member home's first calls as the gateway takes them, without the store: the RTK endpoints
// build their queries here, and so does start-up (../firstCalls.ts).
import { endpoints } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';

export const memberInfoCall = () => gatewayCall(endpoints.memberBaseInfo, { body: {} });
export const memberCycleTasksCall = () => gatewayCall(endpoints.memberBaseCycleTasks, { body: {} });
