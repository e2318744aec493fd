import { describe, expect, it } from 'vitest';
import { TEST_AREAS } from '../testing/areas';
import { addressOnFile } from './infoOnFile';

const registered = {
  address: '上海市黄浦区南京东路 100 号',
  regProvCd: '310000',
  regCityCd: '310100',
  regDistCd: '310101',
};

describe('addressOnFile', () => {
  it('gives the registered address as the area codes and the street', () => {
    expect(addressOnFile(registered, TEST_AREAS)).toEqual({
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310101',
      street: '南京东路 100 号',
    });
  });

  it('gives nothing without an address, or with a district the tree does not hold', () => {
    expect(addressOnFile({ ...registered, address: '' }, TEST_AREAS)).toBeNull();
    expect(addressOnFile({ ...registered, regDistCd: '310999' }, TEST_AREAS)).toBeNull();
    expect(addressOnFile(registered, [])).toBeNull();
  });
});
