// Virtual credit card reservations: one per mobile number.
import type { EndpointResponse } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../../../state/clock';
import { mintId, reqMobile, reqString } from '../input';
import { addCapped, duplicate } from '../rules';
import type { ServiceHandlers } from '../types';

/** virtualCreditCardQueryReservationInfo answers the whole list: one reservation per mobile number. */
export const MAX_RESERVATIONS = 20;

export const virtualCreditCardHandlers = {
  virtualCreditCardAddReservationInfo: ({ state, input, now }) => {
    const phone = reqMobile(input, 'phone');
    if (state.reservations.some((r) => r.phone === phone)) throw duplicate('已预约，请勿重复提交');
    const record: EndpointResponse<'virtualCreditCardAddReservationInfo'> = {
      reservationId: mintId(state, 'VC', ymd(now)),
      name: reqString(input, 'name'),
      phone,
      reserveTime: dateTime(now),
      status: '01',
      statusName: '已预约',
    };
    addCapped(state.reservations, record, MAX_RESERVATIONS, `最多为 ${MAX_RESERVATIONS} 个手机号预约`);
    return record;
  },
  virtualCreditCardQueryReservationInfo: ({ state }) => ({
    reserved: state.reservations.length > 0 ? '1' : '0',
    list: state.reservations,
  }),
} satisfies Partial<ServiceHandlers<'pos-user-service'>>;
