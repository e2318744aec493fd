// Every endpoint's handler by name: the per-service tables merged.
import type { EndpointName } from '@merchant-h5/sdk';
import { payServiceHandlers } from './pay-service';
import { posCouponServiceHandlers } from './pos-coupon-service';
import { posOperationServiceHandlers } from './pos-operation-service';
import { posPayServiceHandlers } from './pos-pay-service';
import { posUserServiceHandlers } from './pos-user-service';
import type { AnyHandler, ServiceHandlers } from './types';
import { userServiceHandlers } from './user-service';

type AllHandlers = ServiceHandlers<'user-service'> &
  ServiceHandlers<'pos-user-service'> &
  ServiceHandlers<'pay-service'> &
  ServiceHandlers<'pos-pay-service'> &
  ServiceHandlers<'pos-operation-service'> &
  ServiceHandlers<'pos-coupon-service'>;

export const handlers: AllHandlers = {
  ...userServiceHandlers,
  ...posUserServiceHandlers,
  ...payServiceHandlers,
  ...posPayServiceHandlers,
  ...posOperationServiceHandlers,
  ...posCouponServiceHandlers,
};

export function handlerFor(name: string): AnyHandler | undefined {
  return Object.hasOwn(handlers, name) ? (handlers[name as EndpointName] as AnyHandler) : undefined;
}

export type { AnyHandler, Handler, HandlerRequest } from './types';
