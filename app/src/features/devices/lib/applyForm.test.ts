import { describe, expect, it } from 'vitest';
import { areas } from '../testing/fixtures';
import {
  addressLine,
  applyErrors,
  contactRequest,
  EMPTY_CONTACT,
  MOBILE_MESSAGE,
  streetLimit,
} from './applyForm';

const filled = {
  deviceType: '03',
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310101',
  street: ' 南京东路 100 号 ',
  contactName: '张伟',
  contactPhone: '13800138000',
  contactOnFile: false,
};

describe('the install form', () => {
  it('checks the mobile number by the SPEC rule: 11 digits starting with 1', () => {
    for (const bad of ['2380013800', '1380013800', '138001380001', '1380013800a'])
      expect(applyErrors({ ...filled, contactPhone: bad }, areas).contactPhone).toBe(MOBILE_MESSAGE);
    expect(applyErrors(filled, areas)).toEqual({});
  });

  it('names every missing field', () => {
    expect(Object.keys(applyErrors({ deviceType: '', ...EMPTY_CONTACT }, areas)).sort()).toEqual(
      ['contactName', 'contactPhone', 'deviceType', 'districtCode', 'street'].sort(),
    );
  });

  it('holds the whole address line to the contract’s limit: the street gets what the area names leave', () => {
    const prefix = '上海市 黄浦区 ';
    expect(streetLimit(filled, areas).maxLength).toBe(100 - prefix.length);
    const street = '路'.repeat(100 - prefix.length);
    expect(applyErrors({ ...filled, street }, areas)).toEqual({});
    expect(addressLine({ ...filled, street }, areas)).toHaveLength(100);
    expect(applyErrors({ ...filled, street: `${street}号` }, areas).street).toBe(
      `详细地址最多 ${100 - prefix.length} 个字`,
    );
    expect(applyErrors({ ...filled, contactName: '张'.repeat(31) }, areas).contactName).toBe(
      '联系人最多 30 个字',
    );
    expect(applyErrors({ ...filled, contactName: '张\u0000伟' }, areas).contactName).toContain('控制字符');
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

  it('with the contact on file, asks for no name or number and sends only that it is the one on file', () => {
    const onFile = { ...filled, contactName: '', contactPhone: '', contactOnFile: true };
    expect(applyErrors(onFile, areas)).toEqual({});
    expect(applyErrors({ ...onFile, contactOnFile: false }, areas)).toMatchObject({
      contactName: '请填写联系人',
      contactPhone: '请填写手机号',
    });
    expect(contactRequest({ ...onFile, contactName: '李' }, areas)).toEqual({
      contactOnFile: true,
      address: '上海市 黄浦区 南京东路 100 号',
      areaCode: '310101',
    });
  });
});
