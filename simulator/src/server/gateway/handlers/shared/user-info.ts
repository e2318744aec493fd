// The signed-in merchant's base info and masked phone, and the SMS code sent to that phone.
import { maskName } from '../../../state/generate/mask';
import { maskPhone } from '../rules';
import type { ServiceHandlers } from '../types';

export const userInfoHandlers = {
  userInfoQueryBaseInfo: ({ state }) => ({
    merchantNo: state.profile.merchantNo,
    merchantName: state.profile.merchantName,
    legalManName: maskName(state.profile.legalManName),
    phone: maskPhone(state.profile.phone),
    level: state.profile.level,
    levelName: state.profile.levelName,
    registerDate: state.profile.registerDate,
  }),
  userInfoQueryPhone: ({ state }) => ({ phone: maskPhone(state.profile.phone) }),
  sendCodeByToken: ({ state }) => ({ sent: true, phone: maskPhone(state.profile.phone), expireSeconds: 60 }),
} satisfies Partial<ServiceHandlers<'pos-user-service'>>;
