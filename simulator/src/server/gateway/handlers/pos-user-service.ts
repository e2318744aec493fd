// pos-user-service ("user-service via pos-user-service"): touch merchants, auth supplements,
// virtual credit card reservations, user info; switches and phone POS certification in pos-user/.
import type { EndpointResponse } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../../state/clock';
import { loadCatalog } from '../../state/catalog';
import { maskName } from '../../state/generate/mask';
import { notFound } from '../errors';
import { formData } from './forms';
import { mintId, optString, reqMobile, reqString } from './input';
import { addCapped, duplicate, maskPhone } from './rules';
import type { HandlerRequest, ServiceHandlers } from './types';
import { switchHandlers } from './pos-user/switches';
import { supplementHandlers } from './pos-user/supplement';

/** touchQueryMerchantInfo answers the whole list. */
export const MAX_TOUCH_MERCHANTS = 50;
/** virtualCreditCardQueryReservationInfo answers the whole list: one reservation per mobile number. */
export const MAX_RESERVATIONS = 20;

function addTouch(autoImport: boolean) {
  return ({ state, input, now }: HandlerRequest<'touchAdd' | 'touchNoAutoAdd'>) => {
    const record: EndpointResponse<'touchAdd'> = {
      ...formData(input),
      id: mintId(state, 'TM', ymd(now)),
      merchantName: reqString(input, 'merchantName'),
      phone: reqMobile(input, 'phone'),
      autoImport: autoImport ? '1' : '0',
      createTime: dateTime(now),
    };
    addCapped(state.touchMerchants, record, MAX_TOUCH_MERCHANTS, `最多添加 ${MAX_TOUCH_MERCHANTS} 个商户`);
    return record;
  };
}

export const posUserServiceHandlers: ServiceHandlers<'pos-user-service'> = {
  touchAdd: addTouch(true),
  touchUpdate: ({ state, input }) => {
    const id = reqString(input, 'id');
    const record = state.touchMerchants.find((t) => t.id === id);
    if (!record) throw notFound(`商户 ${id}`);
    // The checked fields stay checked and the record's own (id, autoImport, createTime) stay put.
    // Checked merged, so updates with ever new fields cannot grow the record past a form's size.
    Object.assign(record, formData({ ...record, ...input }), {
      id,
      merchantName: optString(input, 'merchantName') ?? record.merchantName,
      phone: optString(input, 'phone') === undefined ? record.phone : reqMobile(input, 'phone'),
      autoImport: record.autoImport,
      createTime: record.createTime,
    });
    return record;
  },
  touchQueryMerchantInfo: ({ state, input }) => {
    const id = optString(input, 'id');
    if (!id)
      return {
        list: state.touchMerchants,
        total: state.touchMerchants.length,
        merchantNo: state.profile.merchantNo,
        merchantName: state.profile.merchantName,
      };
    const record = state.touchMerchants.find((t) => t.id === id);
    if (!record) throw notFound(`商户 ${id}`);
    return record;
  },
  touchQueryMcc: ({ ctx }) => ({ list: loadCatalog(ctx.config.fixturesDir).mcc }),
  touchQueryAddInit: ({ ctx, state }) => {
    const catalog = loadCatalog(ctx.config.fixturesDir);
    return {
      mccList: catalog.mcc,
      provinces: catalog.areas.map(({ code, name }) => ({ code, name })),
      defaults: { regProvCd: state.profile.regProvCd, mccCd: state.profile.mccCd },
    };
  },
  touchNoAutoAdd: addTouch(false),
  ...supplementHandlers,
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
  ...switchHandlers,
};
