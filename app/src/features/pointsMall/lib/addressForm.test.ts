import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, addressErrors, addressLine, trimmed } from './addressForm';

const good = {
  name: '李四',
  phone: '13912345678',
  province: '浙江省',
  city: '杭州市',
  area: '西湖区',
  detail: '文三路 1 号',
};

describe('the delivery address form', () => {
  it('asks for every field', () => {
    expect(addressErrors(EMPTY_ADDRESS)).toEqual({
      name: '请输入收货人姓名',
      phone: '请输入收货人手机号',
      province: '请输入省份',
      city: '请输入城市',
      area: '请输入区县',
      detail: '请输入详细地址',
    });
    expect(addressErrors({ ...good, detail: '   ' })).toEqual({ detail: '请输入详细地址' });
    expect(addressErrors(good)).toEqual({});
  });

  it('holds each text to the contract’s limit and refuses control characters', () => {
    expect(addressErrors({ ...good, detail: '路'.repeat(100) })).toEqual({});
    expect(addressErrors({ ...good, detail: '路'.repeat(101) })).toEqual({ detail: '详细地址最多 100 个字' });
    expect(addressErrors({ ...good, city: '市'.repeat(21) })).toEqual({ city: '城市最多 20 个字' });
    expect(addressErrors({ ...good, name: '李\u0000四' }).name).toContain('控制字符');
  });

  it('takes a mobile number of exactly 11 digits starting with 1 (docs/product.md §5)', () => {
    for (const phone of ['1391234567', '139123456789', '23912345678', '1391234567a'])
      expect(addressErrors({ ...good, phone }).phone, phone).toBe('手机号应为 1 开头的 11 位数字');
    expect(addressErrors({ ...good, phone: ' 13912345678 ' }).phone).toBeUndefined();
  });

  it('sends the values trimmed and writes the address on one line', () => {
    expect(trimmed({ ...good, name: ' 李四 ' }).name).toBe('李四');
    expect(addressLine(good)).toBe('浙江省 杭州市 西湖区 文三路 1 号');
  });
});
