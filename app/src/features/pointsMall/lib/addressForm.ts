// The delivery address form: every field required, the recipient's mobile by docs/product.md §5
// (exactly 11 digits starting with 1), the name and street by the contract's text limits. Province,
// city and district are chosen from the area list (AreaPicker); the address keeps their names, as
// the contract declares. Messages in the words shown beside each field.
import { endpoints, formatAddress, isMobileNumber } from '@merchant-h5/sdk';
import type { AreaNames, AreaProvince, DeliveryAddress } from '@merchant-h5/sdk';
import { areaCodesOf } from '../../../lib/area';
import type { AreaCodes } from '../../../lib/area';
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
  province: '请选择省份',
  city: '请选择城市',
  area: '请选择区县',
  detail: '请输入详细地址',
};

export const ADDRESS_FIELDS = Object.keys(REQUIRED) as Array<keyof AddressValues>;

/** The fields typed in; the area's three are chosen. */
const TYPED_FIELDS = ['name', 'phone', 'detail'] as const;

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

/** The address's area as names from the province down (the contract calls the district `area`). */
export function areaNamesOfAddress(a: AddressValues): AreaNames {
  return { province: a.province, city: a.city, district: a.area };
}

/**
 * The picker's codes for the address's names; none when the list does not hold them (an address
 * saved before the list changed), so the merchant chooses again.
 *
 * @example addressAreaCodes({ ...address, province: '浙江省', city: '杭州市', area: '西湖区' }, areas)
 * // { provinceCode: '330000', cityCode: '330100', districtCode: '330106' }
 */
export function addressAreaCodes(a: AddressValues, areas: readonly AreaProvince[]): AreaCodes {
  return areaCodesOf(areas, areaNamesOfAddress(a));
}

/** The values after a choice in the picker: its names, '' for a level not chosen. */
export function withArea(values: AddressValues, names: AreaNames): AddressValues {
  return { ...values, province: names.province ?? '', city: names.city ?? '', area: names.district ?? '' };
}

/** Every field's message; the area is chosen only as far as the list holds its names. */
export function addressErrors(values: AddressValues, areas: readonly AreaProvince[]): AddressErrors {
  const v = trimmed(values);
  const errors: AddressErrors = {};
  for (const k of TYPED_FIELDS) {
    const problem = !v[k]
      ? REQUIRED[k]
      : k === 'phone'
        ? undefined
        : textFieldError(ADDRESS_LABELS[k], v[k], ADDRESS_LIMITS[k]);
    if (problem) errors[k] = problem;
  }
  if (v.phone && !isMobileNumber(v.phone)) errors.phone = '手机号应为 1 开头的 11 位数字';
  const codes = addressAreaCodes(v, areas);
  const unchosen = !codes.provinceCode
    ? 'province'
    : !codes.cityCode
      ? 'city'
      : !codes.districtCode
        ? 'area'
        : undefined;
  if (unchosen) errors[unchosen] = REQUIRED[unchosen];
  return errors;
}

/** One line: '上海市 黄浦区 南京东路 100 号' (formatAddress). */
export function addressLine(a: AddressValues): string {
  return formatAddress(areaNamesOfAddress(a), a.detail);
}
