// The delivery address form: every field required, the recipient's mobile by docs/product.md §5
// (exactly 11 digits starting with 1), the rest by the contract's text limits. Messages in the words
// shown beside each field.
import { endpoints, isMobileNumber } from '@merchant-h5/sdk';
import type { DeliveryAddress } from '@merchant-h5/sdk';
import { formatAddress } from '../../../lib/area';
import { textFieldError } from '../../../lib/textField';

export type AddressValues = Omit<DeliveryAddress, 'addressId'>;
export type AddressErrors = Partial<Record<keyof AddressValues, string>>;

export const EMPTY_ADDRESS: AddressValues = {
  name: '',
  phone: '',
  province: '',
  city: '',
  area: '',
  detail: '',
};

const REQUIRED: Record<keyof AddressValues, string> = {
  name: '请输入收货人姓名',
  phone: '请输入收货人手机号',
  province: '请输入省份',
  city: '请输入城市',
  area: '请输入区县',
  detail: '请输入详细地址',
};

export const ADDRESS_FIELDS = Object.keys(REQUIRED) as Array<keyof AddressValues>;

export const ADDRESS_LABELS: Record<keyof AddressValues, string> = {
  name: '收货人',
  phone: '手机号',
  province: '省份',
  city: '城市',
  area: '区县',
  detail: '详细地址',
};

/** The free-text fields' rules (integral/editAddress); the phone is a number with its own check. */
export const ADDRESS_LIMITS = endpoints.integralEditAddress.limits;

/** The values as they are sent: spaces around each value dropped. */
export function trimmed(values: AddressValues): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, values[k].trim()])) as AddressValues;
}

export function addressErrors(values: AddressValues): AddressErrors {
  const v = trimmed(values);
  const errors: AddressErrors = {};
  for (const k of ADDRESS_FIELDS) {
    const problem = !v[k]
      ? REQUIRED[k]
      : k === 'phone'
        ? undefined
        : textFieldError(ADDRESS_LABELS[k], v[k], ADDRESS_LIMITS[k]);
    if (problem) errors[k] = problem;
  }
  if (v.phone && !isMobileNumber(v.phone)) errors.phone = '手机号应为 1 开头的 11 位数字';
  return errors;
}

/** One line: '上海市 黄浦区 南京东路 100 号' (formatAddress). */
export function addressLine(a: AddressValues): string {
  return formatAddress({ province: a.province, city: a.city, district: a.area }, a.detail);
}
