// The install application form: what the merchant fills in, the field-by-field checks (SPEC §5
// mobile rule, the contract's text limits) and the request the server takes. The address travels as
// one line, the district code beside it so the server can check the service coverage.
import { endpoints, formatAddress, isMobileNumber } from '@merchant-h5/sdk';
import type { AreaProvince, DeviceApplyRequest, DeviceContact, TextLimit } from '@merchant-h5/sdk';
import { areaNamesOf } from '../../../lib/area';
import { textFieldError } from '../../../lib/textField';

export interface ContactValues {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  street: string;
  contactName: string;
  contactPhone: string;
  /** The legal person and mobile number on file, sent as `contactOnFile` instead of the two above. */
  contactOnFile: boolean;
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
  contactOnFile: false,
};

export const MOBILE_MESSAGE = '请输入 1 开头的 11 位手机号';

/** The contact's rule; every terminal application (apply, replace, cooperate, JWB) shares it. */
export const CONTACT_NAME_LIMIT = endpoints.deviceApply.limits.contactName;

/** The street's rule: the contract's address limit, less the area names (and their space) the line starts with. */
export function streetLimit(v: ContactValues, areas: readonly AreaProvince[]): TextLimit {
  const { address } = endpoints.deviceApply.limits;
  const area = addressLine({ ...v, street: '' }, areas);
  return { ...address, maxLength: address.maxLength - area.length - (area ? 1 : 0) };
}

/** The contact and address checks every terminal form shares. */
export function contactErrors(v: ContactValues, areas: readonly AreaProvince[]): FieldErrors<ContactValues> {
  const errors: FieldErrors<ContactValues> = {};
  if (!v.districtCode) errors.districtCode = '请选择省、市、区';
  const street = v.street.trim()
    ? textFieldError('详细地址', v.street.trim(), streetLimit(v, areas))
    : '请填写详细地址';
  if (street) errors.street = street;
  if (v.contactOnFile) return errors;
  const contactName = v.contactName.trim()
    ? textFieldError('联系人', v.contactName.trim(), CONTACT_NAME_LIMIT)
    : '请填写联系人';
  if (contactName) errors.contactName = contactName;
  if (!v.contactPhone.trim()) errors.contactPhone = '请填写手机号';
  else if (!isMobileNumber(v.contactPhone.trim())) errors.contactPhone = MOBILE_MESSAGE;
  return errors;
}

export function applyErrors(v: ApplyValues, areas: readonly AreaProvince[]): FieldErrors<ApplyValues> {
  return { ...(v.deviceType ? {} : { deviceType: '请选择机具类型' }), ...contactErrors(v, areas) };
}

/** '上海市 黄浦区 南京东路 100 号' (the city is left out where it repeats the province). */
export function addressLine(v: ContactValues, areas: readonly AreaProvince[]): string {
  return formatAddress(areaNamesOf(areas, v), v.street);
}

export function contactRequest(v: ContactValues, areas: readonly AreaProvince[]): DeviceApplyRequest {
  const contact: DeviceContact = v.contactOnFile
    ? { contactOnFile: true }
    : { contactName: v.contactName.trim(), contactPhone: v.contactPhone.trim() };
  return { ...contact, address: addressLine(v, areas), areaCode: v.districtCode };
}
