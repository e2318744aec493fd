import { describe, expect, it } from 'vitest';
import { formatAddress, formatArea, formatAreaLabel } from './area';

describe('formatArea', () => {
  it.each([
    ['北京市', '北京市', '东城区', '北京市 东城区'],
    ['上海市', '上海市', '黄浦区', '上海市 黄浦区'],
    ['天津市', '天津市', '和平区', '天津市 和平区'],
    ['重庆市', '重庆市', '渝中区', '重庆市 渝中区'],
  ])('leaves out the city of the municipality %s', (province, city, district, shown) => {
    expect(formatArea({ province, city, district })).toBe(shown);
  });

  it('keeps a city that differs from its province', () => {
    expect(formatArea({ province: '浙江省', city: '杭州市', district: '西湖区' })).toBe(
      '浙江省 杭州市 西湖区',
    );
  });

  it('drops the levels not known', () => {
    expect(formatArea({ province: '浙江省' })).toBe('浙江省');
    expect(formatArea({ province: '浙江省', city: '', district: '' })).toBe('浙江省');
    expect(formatArea({})).toBe('');
  });
});

describe('formatAreaLabel', () => {
  it('reads a joined label as province, city and district', () => {
    expect(formatAreaLabel('上海市 上海市 黄浦区')).toBe('上海市 黄浦区');
    expect(formatAreaLabel('浙江省 杭州市 西湖区')).toBe('浙江省 杭州市 西湖区');
    expect(formatAreaLabel('')).toBe('');
    expect(formatAreaLabel(undefined)).toBe('');
  });
});

describe('formatAddress', () => {
  it('puts the street after the area', () => {
    expect(
      formatAddress({ province: '上海市', city: '上海市', district: '黄浦区' }, ' 南京东路 100 号 '),
    ).toBe('上海市 黄浦区 南京东路 100 号');
    expect(formatAddress({ province: '上海市', city: '上海市', district: '黄浦区' }, '')).toBe(
      '上海市 黄浦区',
    );
  });
});
