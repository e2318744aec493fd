// Every endpoint's handler by name: the per-service tables merged.
import type { EndpointName } from '@merchant-h5/sdk';
import { payServiceHandlers } from './pay-service';
import { posCouponServiceHandlers } from './pos-coupon-service';
import { posOperationServiceHandlers } from './pos-operation-service';
import { posPayServiceHandlers } from './pos-pay-service';
import { posUserServiceHandlers } from './pos-user-service';
import type { Handler } from './types';
import { userServiceHandlers } from './user-service';

export const handlers: Record<EndpointName, Handler> = {
  ...userServiceHandlers,
  ...posUserServiceHandlers,
  ...payServiceHandlers,
  ...posPayServiceHandlers,
  ...posOperationServiceHandlers,
  ...posCouponServiceHandlers,
};

export function handlerFor(name: string): Handler | undefined {
  return Object.hasOwn(handlers, name) ? handlers[name as EndpointName] : undefined;
}

export type { Handler, HandlerRequest } from './types';
