// Virtual credit card reservations' state (handlers/creditCard/; the screens are still to come).
import type { EndpointResponse } from '@merchant-h5/sdk';

export interface CreditCardState {
  reservations: Array<EndpointResponse<'virtualCreditCardAddReservationInfo'>>;
}
