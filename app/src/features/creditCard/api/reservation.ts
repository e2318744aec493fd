// The virtual credit card reservation (pos-user-service virtualCreditCard/*): the merchant's
// reservation as the server answers it (the person masked), and reserving — idempotent, so a double
// tap or a retry after a lost answer reserves once.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import type { Submission } from '../../../lib/submission';
import { creditCardApi } from './creditCardApi';

const reservationApi = creditCardApi.injectEndpoints({
  endpoints: (build) => ({
    cardReservation: build.query<EndpointResponse<'virtualCreditCardQueryReservationInfo'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.virtualCreditCardQueryReservationInfo, { body: {} })),
      providesTags: ['CardReservation'],
    }),
    reserveCard: build.mutation<
      EndpointResponse<'virtualCreditCardAddReservationInfo'>,
      Submission<EndpointBody<'virtualCreditCardAddReservationInfo'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.virtualCreditCardAddReservationInfo, { body }, { idempotencyKey }),
      ),
      // A refusal (already reserved) means what the screen knows is out of date: read it again.
      invalidatesTags: (_r, error) => (!error || error.kind === 'business' ? ['CardReservation'] : []),
    }),
  }),
});

export const { useCardReservationQuery, useReserveCardMutation } = reservationApi;
