import { describe, expect, it } from 'vitest';
import type { AreaProvince } from '@merchant-h5/sdk';
import {
  EMPTY_ADDRESS,
  addressAreaCodes,
  addressErrors,
  addressLine,
  trimmed,
  withArea,
} from './addressForm';

const areas: AreaProvince[] = [
  {
    code: '330000',
    name: '浙江省',
    cities: [{ code: '330100', name: '杭州市', districts: [{ code: '330106', name: '西湖区' }] }],
  },
];

const good = {
  name: '李四',
  phone: '13912345678',
  province: '浙江省',
  city: '杭州市',
  area: '西湖区',
  detail: '文三路 1 号',
};

describe('the delivery address form', () => {
  it('asks for every field, the area to be chosen', () => {
    expect(addressErrors(EMPTY_ADDRESS, areas)).toEqual({
      name: '请输入收货人姓名',
      phone: '请输入收货人手机号',
      province: '请选择省份',
      detail: '请输入详细地址',
    });
    expect(addressErrors({ ...good, detail: '   ' }, areas)).toEqual({ detail: '请输入详细地址' });
    expect(addressErrors({ ...good, city: '', area: '' }, areas)).toEqual({ city: '请选择城市' });
    expect(addressErrors({ ...good, area: '' }, areas)).toEqual({ area: '请选择区县' });
    expect(addressErrors(good, areas)).toEqual({});
  });

  it('asks again for an area the list does not hold (an address saved before it changed)', () => {
    expect(addressErrors({ ...good, city: '宁波市', area: '海曙区' }, areas)).toEqual({
      province: '请选择省份',
    });
    expect(addressErrors(good, [])).toEqual({ province: '请选择省份' });
  });

  it('holds each text to the contract’s limit and refuses control characters', () => {
    expect(addressErrors({ ...good, detail: '路'.repeat(100) }, areas)).toEqual({});
    expect(addressErrors({ ...good, detail: '路'.repeat(101) }, areas)).toEqual({
      detail: '详细地址最多 100 个字',
    });
    expect(addressErrors({ ...good, name: '李\u0000四' }, areas).name).toContain('控制字符');
  });

  it('takes a mobile number of exactly 11 digits starting with 1 (docs/product.md §5)', () => {
    for (const phone of ['1391234567', '139123456789', '23912345678', '1391234567a'])
      expect(addressErrors({ ...good, phone }, areas).phone, phone).toBe('手机号应为 1 开头的 11 位数字');
    expect(addressErrors({ ...good, phone: ' 13912345678 ' }, areas).phone).toBeUndefined();
  });

  it('maps the stored names to the picker’s codes and a choice back to names', () => {
    expect(addressAreaCodes(good, areas)).toEqual({
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '330106',
    });
    expect(addressAreaCodes({ ...good, area: '余杭区' }, areas)).toEqual({
      provinceCode: '',
      cityCode: '',
      districtCode: '',
    });
    expect(withArea(good, { province: '浙江省' })).toEqual({ ...good, city: '', area: '' });
  });

  it('sends the values trimmed and writes the address on one line', () => {
    expect(trimmed({ ...good, name: ' 李四 ' }).name).toBe('李四');
    expect(addressLine(good)).toBe('浙江省 杭州市 西湖区 文三路 1 号');
    expect(addressLine({ ...good, province: '上海市', city: '上海市', area: '黄浦区' })).toBe(
      '上海市 黄浦区 文三路 1 号',
    );
  });
});
