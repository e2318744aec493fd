// An area list for tests and stories, in the catalogue's shape: a municipality (its city named as the
// province) and a province with a city of its own.
import type { AreaProvince } from '@merchant-h5/sdk';

export const TEST_AREAS: AreaProvince[] = [
  {
    code: '310000',
    name: '上海市',
    cities: [
      {
        code: '310100',
        name: '上海市',
        districts: [
          { code: '310101', name: '黄浦区' },
          { code: '310104', name: '徐汇区' },
        ],
      },
    ],
  },
  {
    code: '330000',
    name: '浙江省',
    cities: [{ code: '330100', name: '杭州市', districts: [{ code: '330106', name: '西湖区' }] }],
  },
];
