// The merchant information form's values, what is wrong with them in the merchant's words, and the
// body they are sent as (touchAdd / touchNoAutoAdd / touchUpdate).
import { isMobileNumber } from '@merchant-h5/sdk';
import type { TouchMerchant, TouchMerchantForm } from '@merchant-h5/sdk';
import type { MccValue } from '../../../components/MccPicker/MccPicker';
import type { AreaCodes } from '../../../lib/area';

export interface MerchantFormValues {
  merchantName: string;
  contactName: string;
  phone: string;
  mcc: MccValue;
  area: AreaCodes;
  address: string;
}

export type MerchantFormErrors = Partial<Record<keyof MerchantFormValues, string>>;

/** The form's values of a saved record (to change it). */
export function valuesOf(record: TouchMerchant): MerchantFormValues {
  return {
    merchantName: record.merchantName,
    contactName: record.contactName,
    phone: record.phone,
    mcc: { mccCd: record.mccCd, mccValue: record.mccValue },
    area: { provinceCode: record.provinceCode, cityCode: record.cityCode, districtCode: record.districtCode },
    address: record.address,
  };
}

/** Every message, beside its field; empty when the form can be sent. */
export function merchantFormErrors(v: MerchantFormValues): MerchantFormErrors {
  const errors: MerchantFormErrors = {};
  if (!v.merchantName.trim()) errors.merchantName = '请输入店铺名称';
  if (!v.contactName.trim()) errors.contactName = '请输入联系人姓名';
  if (!v.phone) errors.phone = '请输入联系手机号';
  else if (!isMobileNumber(v.phone)) errors.phone = '手机号应为 1 开头的 11 位数字';
  if (!v.mcc.mccCd) errors.mcc = '请选择经营类目';
  if (!v.area.provinceCode || !v.area.cityCode || !v.area.districtCode) errors.area = '请选择省、市、区县';
  if (!v.address.trim()) errors.address = '请输入详细地址';
  return errors;
}

/** The body the form is sent as. */
export function merchantFormBody(v: MerchantFormValues): TouchMerchantForm {
  return {
    merchantName: v.merchantName.trim(),
    contactName: v.contactName.trim(),
    phone: v.phone,
    mccCd: v.mcc.mccCd,
    ...v.area,
    address: v.address.trim(),
  };
}
