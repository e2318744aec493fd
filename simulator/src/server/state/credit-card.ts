// The virtual credit card reservation's state (handlers/creditCard/, the app's features/creditCard):
// at most one, the merchant's, with the person masked as the server answers it.
import type { EndpointResponse } from '@merchant-h5/sdk';

export interface CreditCardState {
  /** The merchant's reservation, first; never more than one. Name, ID and mobile are kept masked. */
  reservations: Array<EndpointResponse<'virtualCreditCardAddReservationInfo'>>;
}
