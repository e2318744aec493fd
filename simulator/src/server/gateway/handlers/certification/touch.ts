// Touch merchants (触达商户): the merchants the onboarding adds, with or without auto-import, and their MCC and area choices.
import type { EndpointResponse } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../../../state/clock';
import { loadCatalog } from '../../../state/catalog';
import { notFound } from '../../errors';
import { formData } from '../forms';
import { mintId, optString, reqMobile, reqString } from '../input';
import { addCapped } from '../rules';
import type { HandlerRequest, ServiceHandlers } from '../types';

/** touchQueryMerchantInfo answers the whole list. */
export const MAX_TOUCH_MERCHANTS = 50;
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

export const touchHandlers = {
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
} satisfies Partial<ServiceHandlers<'pos-user-service'>>;
