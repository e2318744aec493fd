// pos-operation-service: points, activities and sign-in, membership, messages and tasks, misc.
import type { ServiceHandlers } from './types';
import { activityHandlers } from './pos-operation/activity';
import { integralHandlers } from './pos-operation/integral';
import { memberHandlers } from './pos-operation/member';
import { messageHandlers } from './pos-operation/messages';
import { miscHandlers } from './pos-operation/misc';

export const posOperationServiceHandlers: ServiceHandlers<'pos-operation-service'> = {
  ...integralHandlers,
  ...activityHandlers,
  ...memberHandlers,
  ...messageHandlers,
  ...miscHandlers,
};
