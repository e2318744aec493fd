// pos-user-service ("user-service via pos-user-service"), assembled from the areas that serve it:
// certification (touch merchants, auth supplements), serviceFee (switches, phone POS), credit card
// reservations, and the user info every area shares.
import { supplementHandlers } from './certification/supplement';
import { touchHandlers } from './certification/touch';
import { virtualCreditCardHandlers } from './creditCard/virtual-credit-card';
import { switchHandlers } from './serviceFee/switches';
import { userInfoHandlers } from './shared/user-info';
import type { ServiceHandlers } from './types';

export const posUserServiceHandlers: ServiceHandlers<'pos-user-service'> = {
  ...touchHandlers,
  ...supplementHandlers,
  ...virtualCreditCardHandlers,
  ...userInfoHandlers,
  ...switchHandlers,
};
