import { describe, expect, it } from 'vitest';
import { areas } from '../testing/fixtures';
import { addressLine, applyErrors, contactRequest, EMPTY_CONTACT, MOBILE_MESSAGE } from './applyForm';

const filled = {
  deviceType: '03',
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310101',
  street: ' 南京东路 100 号 ',
  contactName: '张伟',
  contactPhone: '13800138000',
};

describe('the install form', () => {
  it('checks the mobile number by the SPEC rule: 11 digits starting with 1', () => {
    for (const bad of ['2380013800', '1380013800', '138001380001', '1380013800a'])
      expect(applyErrors({ ...filled, contactPhone: bad }).contactPhone).toBe(MOBILE_MESSAGE);
    expect(applyErrors(filled)).toEqual({});
  });

  it('names every missing field', () => {
    expect(Object.keys(applyErrors({ deviceType: '', ...EMPTY_CONTACT })).sort()).toEqual(
      ['contactName', 'contactPhone', 'deviceType', 'districtCode', 'street'].sort(),
    );
  });

  it('writes the address as one line, the city left out where it repeats the province', () => {
    expect(addressLine(filled, areas)).toBe('上海市 黄浦区 南京东路 100 号');
    expect(contactRequest(filled, areas)).toEqual({
      contactName: '张伟',
      contactPhone: '13800138000',
      address: '上海市 黄浦区 南京东路 100 号',
      areaCode: '310101',
    });
  });
});
