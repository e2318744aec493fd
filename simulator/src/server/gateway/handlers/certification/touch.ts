// Touch merchants (触达商户): the merchant information a payment-terminal provider keeps to reach and
// serve a merchant — shop, contact, category (MCC) and address — imported automatically (touchAdd)
// or added by hand (touchNoAutoAdd), and changed field by field (touchUpdate). Only the contract's
// fields are kept; the category and the area are checked against the catalogue.
import type { EndpointResponse, TouchMerchantForm } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../../../state/clock';
import { loadCatalog } from '../../../state/catalog';
import { badParam, notFound } from '../../errors';
import { mintId, optString, reqMobile, reqString } from '../input';
import { addCapped } from '../rules';
import type { HandlerRequest, ServiceHandlers } from '../types';

type TouchMerchant = EndpointResponse<'touchAdd'>;
type Place = Pick<TouchMerchant, 'mccCd' | 'mccValue' | 'provinceCode' | 'cityCode' | 'districtCode'>;

/** touchQueryMerchantInfo answers the whole list. */
export const MAX_TOUCH_MERCHANTS = 50;

/** The category and the area as sent over `base`: the MCC named by the catalogue, the area a real path. */
function placeOf(
  fixturesDir: string,
  input: Partial<Readonly<Record<keyof TouchMerchantForm, unknown>>>,
  base: Place,
): Place {
  const catalog = loadCatalog(fixturesDir);
  const mccCd = optString(input, 'mccCd') ?? base.mccCd;
  const mcc = mccCd ? catalog.mcc.find((m) => m.mccCd === mccCd) : undefined;
  if (mccCd && !mcc) throw badParam(`mccCd ${mccCd} 不是可选的经营类目`);
  // The area is sent whole or not at all: a new province without a city clears the city and district.
  const sent = {
    provinceCode: optString(input, 'provinceCode'),
    cityCode: optString(input, 'cityCode'),
    districtCode: optString(input, 'districtCode'),
  };
  const area = Object.values(sent).some((c) => c !== undefined)
    ? {
        provinceCode: sent.provinceCode ?? '',
        cityCode: sent.cityCode ?? '',
        districtCode: sent.districtCode ?? '',
      }
    : { provinceCode: base.provinceCode, cityCode: base.cityCode, districtCode: base.districtCode };
  const province = catalog.areas.find((p) => p.code === area.provinceCode);
  const city = province?.cities.find((c) => c.code === area.cityCode);
  const district = city?.districts.find((d) => d.code === area.districtCode);
  const chosen = [area.provinceCode, area.cityCode, area.districtCode].filter(Boolean).length;
  const found = [province, city, district].filter(Boolean).length;
  if (chosen !== found || (area.districtCode && !area.cityCode) || (area.cityCode && !area.provinceCode))
    throw badParam('所在地区不存在，请重新选择');
  return { mccCd: mcc?.mccCd ?? '', mccValue: mcc?.mccValue ?? '', ...area };
}

const NO_PLACE: Place = { mccCd: '', mccValue: '', provinceCode: '', cityCode: '', districtCode: '' };

function addTouch(autoImport: boolean) {
  return ({ ctx, state, input, now }: HandlerRequest<'touchAdd' | 'touchNoAutoAdd'>) => {
    const record: TouchMerchant = {
      id: mintId(state, 'TM', ymd(now)),
      merchantName: reqString(input, 'merchantName'),
      phone: reqMobile(input, 'phone'),
      contactName: optString(input, 'contactName') ?? '',
      ...placeOf(ctx.config.fixturesDir, input, NO_PLACE),
      address: optString(input, 'address') ?? '',
      autoImport: autoImport ? '1' : '0',
      createTime: dateTime(now),
    };
    addCapped(state.touchMerchants, record, MAX_TOUCH_MERCHANTS, `最多添加 ${MAX_TOUCH_MERCHANTS} 个商户`);
    return record;
  };
}

export const touchHandlers = {
  touchAdd: addTouch(true),
  touchUpdate: ({ ctx, state, input }) => {
    const id = reqString(input, 'id');
    const record = state.touchMerchants.find((t) => t.id === id);
    if (!record) throw notFound(`商户 ${id}`);
    // Checked before anything changes: a refused update leaves the record as it was. The record's
    // own (id, autoImport, createTime) stay put, and fields the contract does not name are dropped.
    const changed: TouchMerchant = {
      ...record,
      merchantName:
        optString(input, 'merchantName') === undefined
          ? record.merchantName
          : reqString(input, 'merchantName'),
      phone: optString(input, 'phone') === undefined ? record.phone : reqMobile(input, 'phone'),
      contactName: optString(input, 'contactName') ?? record.contactName,
      ...placeOf(ctx.config.fixturesDir, input, record),
      address: optString(input, 'address') ?? record.address,
    };
    Object.assign(record, changed);
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
