// An activity's call as the gateway takes it, without the store: the RTK endpoint builds its query
// here, and so can start-up once a game is a key screen (its first call sent before the store's
// code has arrived, docs/adding-an-area.md row 5a).
import { endpoints } from '@merchant-h5/sdk';
import type { ActivityInfoRequest, ActivityKind } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';

/** The activity named by the address, or ('') the first of the game's kind. */
export const activityRequest = (activityId: string, kind: ActivityKind): ActivityInfoRequest =>
  activityId ? { activityId } : { kind };

/** activity/api/app/d1/info of one activity. */
export const activityInfoCall = (request: ActivityInfoRequest) =>
  gatewayCall(endpoints.activityInfo, { body: request });
