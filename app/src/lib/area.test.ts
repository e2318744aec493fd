import { describe, expect, it } from 'vitest';
import type { AreaProvince } from '@merchant-h5/sdk';
import { NO_AREA, areaCodesOf, areaNamesOf, streetAfterArea } from './area';

const areas: AreaProvince[] = [
  {
    code: '310000',
    name: '上海市',
    cities: [{ code: '310100', name: '上海市', districts: [{ code: '310101', name: '黄浦区' }] }],
  },
  {
    code: '330000',
    name: '浙江省',
    cities: [{ code: '330100', name: '杭州市', districts: [{ code: '330106', name: '西湖区' }] }],
  },
];

describe('areaNamesOf', () => {
  it('names the chosen levels, down to the first not chosen', () => {
    expect(
      areaNamesOf(areas, { provinceCode: '330000', cityCode: '330100', districtCode: '330106' }),
    ).toEqual({
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
    });
    expect(areaNamesOf(areas, { ...NO_AREA, provinceCode: '310000' })).toEqual({ province: '上海市' });
    expect(areaNamesOf(areas, NO_AREA)).toEqual({});
  });

  it('leaves a code the tree does not hold unnamed, and what is under it', () => {
    expect(
      areaNamesOf(areas, { provinceCode: '310000', cityCode: '999999', districtCode: '310101' }),
    ).toEqual({
      province: '上海市',
    });
    expect(areaNamesOf([], { provinceCode: '310000', cityCode: '', districtCode: '' })).toEqual({});
  });
});

describe('areaCodesOf', () => {
  it('finds the codes of stored names, a municipality too', () => {
    expect(areaCodesOf(areas, { province: '上海市', city: '上海市', district: '黄浦区' })).toEqual({
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310101',
    });
    expect(areaCodesOf(areas, { province: ' 浙江省 ', city: '杭州市', district: '' })).toEqual({
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '',
    });
    expect(areaCodesOf(areas, {})).toEqual(NO_AREA);
  });

  it('chooses nothing when a stored name is not in the tree, so the merchant chooses again', () => {
    expect(areaCodesOf(areas, { province: '江苏省', city: '南京市', district: '玄武区' })).toEqual(NO_AREA);
    expect(areaCodesOf(areas, { province: '浙江省', city: '宁波市', district: '海曙区' })).toEqual(NO_AREA);
    expect(areaCodesOf(areas, { province: '浙江省', city: '杭州市', district: '余杭区' })).toEqual(NO_AREA);
    expect(areaCodesOf([], { province: '浙江省', city: '杭州市', district: '西湖区' })).toEqual(NO_AREA);
  });
});

describe('streetAfterArea', () => {
  const shanghai = { province: '上海市', city: '上海市', district: '黄浦区' };
  it('takes the street after the area, written any of the ways it is', () => {
    expect(streetAfterArea('上海市黄浦区南京东路 100 号', shanghai)).toBe('南京东路 100 号');
    expect(streetAfterArea('上海市上海市黄浦区南京东路 100 号', shanghai)).toBe('南京东路 100 号');
    expect(streetAfterArea('上海市 黄浦区 南京东路 100 号', shanghai)).toBe('南京东路 100 号');
    expect(
      streetAfterArea('浙江省杭州市西湖区文三路 1 号', {
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
      }),
    ).toBe('文三路 1 号');
  });

  it('keeps the whole line when it does not start with the area', () => {
    expect(streetAfterArea('南京东路 100 号', shanghai)).toBe('南京东路 100 号');
    expect(streetAfterArea('浙江省杭州市文三路 1 号', shanghai)).toBe('浙江省杭州市文三路 1 号');
  });
});
