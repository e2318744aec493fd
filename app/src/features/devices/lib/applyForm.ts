// The install application form: what the merchant fills in, the field-by-field checks (SPEC §5
// mobile rule) and the request the server takes. The address travels as one line, the district
// code beside it so the server can check the service coverage.
import { isMobileNumber } from '@merchant-h5/sdk';
import type { AreaProvince, DeviceApplyRequest } from '@merchant-h5/sdk';

export interface ContactValues {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  street: string;
  contactName: string;
  contactPhone: string;
}

export interface ApplyValues extends ContactValues {
  deviceType: string;
}

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export const EMPTY_CONTACT: ContactValues = {
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  street: '',
  contactName: '',
  contactPhone: '',
};

export const MOBILE_MESSAGE = '请输入 1 开头的 11 位手机号';

/** The contact and address checks every terminal form shares. */
export function contactErrors(v: ContactValues): FieldErrors<ContactValues> {
  const errors: FieldErrors<ContactValues> = {};
  if (!v.districtCode) errors.districtCode = '请选择省、市、区';
  if (!v.street.trim()) errors.street = '请填写详细地址';
  if (!v.contactName.trim()) errors.contactName = '请填写联系人';
  if (!v.contactPhone.trim()) errors.contactPhone = '请填写手机号';
  else if (!isMobileNumber(v.contactPhone.trim())) errors.contactPhone = MOBILE_MESSAGE;
  return errors;
}

export function applyErrors(v: ApplyValues): FieldErrors<ApplyValues> {
  return { ...(v.deviceType ? {} : { deviceType: '请选择机具类型' }), ...contactErrors(v) };
}

/** '上海市 黄浦区 南京东路 100 号' (the city is left out where it repeats the province). */
export function addressLine(v: ContactValues, areas: readonly AreaProvince[]): string {
  const province = areas.find((p) => p.code === v.provinceCode);
  const city = province?.cities.find((c) => c.code === v.cityCode);
  const district = city?.districts.find((d) => d.code === v.districtCode);
  const names = [province?.name, city?.name === province?.name ? undefined : city?.name, district?.name];
  return [...names.filter(Boolean), v.street.trim()].join(' ');
}

export function contactRequest(v: ContactValues, areas: readonly AreaProvince[]): DeviceApplyRequest {
  return {
    contactName: v.contactName.trim(),
    contactPhone: v.contactPhone.trim(),
    address: addressLine(v, areas),
    areaCode: v.districtCode,
  };
}
