// user-service: profile, certification, onboarding and bank data.
import type { ServiceHandlers } from './types';
import { accessHandlers } from './user/access';
import { bankHandlers } from './user/bank';
import { certificationHandlers } from './user/certification';
import { channelHandlers } from './user/channel';
import { profileHandlers } from './user/profile';

export const userServiceHandlers: ServiceHandlers<'user-service'> = {
  ...profileHandlers,
  ...certificationHandlers,
  ...channelHandlers,
  ...accessHandlers,
  ...bankHandlers,
};
