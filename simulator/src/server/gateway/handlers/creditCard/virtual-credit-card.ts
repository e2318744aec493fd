// The virtual credit card reservation: one per merchant. The person is checked whole and kept masked
// (as phonePosCertification keeps its ID number): the state, readable through GET /__sim/state, and
// every answer hold the name, the ID number and the mobile number masked, never in clear.
import { isIdNumber, type EndpointResponse } from '@merchant-h5/sdk';
import { badParam } from '../../errors';
import { dateTime, ymd } from '../../../state/clock';
import { maskIdNo, maskMobile, maskName } from '../../../state/generate/mask';
import { mintId, reqIdNo, reqMobile, reqString } from '../input';
import { duplicate } from '../rules';
import type { ServiceHandlers } from '../types';

export const virtualCreditCardHandlers = {
  virtualCreditCardAddReservationInfo: ({ state, input, now }) => {
    const name = reqString(input, 'name');
    const idNo = reqIdNo(input, 'idNo');
    if (!isIdNumber(idNo, new Date(now))) throw badParam('idNo 身份证号码有误');
    const phone = reqMobile(input, 'phone');
    if (state.reservations.length > 0) throw duplicate('已预约，请勿重复提交');
    const record: EndpointResponse<'virtualCreditCardAddReservationInfo'> = {
      reservationId: mintId(state, 'VC', ymd(now)),
      name: maskName(name),
      idNo: maskIdNo(idNo),
      phone: maskMobile(phone),
      reserveTime: dateTime(now),
      status: '01',
      statusName: '已预约',
    };
    state.reservations.unshift(record);
    return record;
  },
  virtualCreditCardQueryReservationInfo: ({ state }) => {
    const reservation = state.reservations[0] ?? null;
    return { reserved: reservation ? '1' : '0', reservation };
  },
} satisfies Partial<ServiceHandlers<'pos-user-service'>>;
