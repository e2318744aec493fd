// user-service, assembled from the areas that serve it: certification (business, channel,
// onboarding), the official account's sign-in and binding, and the account and bank data every
// area shares.
import { accessHandlers } from './certification/access';
import { certificationHandlers } from './certification/certification';
import { channelHandlers } from './certification/channel';
import { hiddenFunctions } from './certification/supplement';
import { officialAccountHandlers } from './officialAccount/binding';
import { jsapiSignatureHandlers } from './officialAccount/jsapi-signature';
import { accountHandlers } from './shared/account';
import { bankHandlers } from './shared/bank';
import type { ServiceHandlers } from './types';

export const userServiceHandlers: ServiceHandlers<'user-service'> = {
  ...accountHandlers,
  complianceIsHideFunctionApp: hiddenFunctions,
  ...certificationHandlers,
  ...channelHandlers,
  ...accessHandlers,
  ...bankHandlers,
  ...officialAccountHandlers,
  ...jsapiSignatureHandlers,
};
