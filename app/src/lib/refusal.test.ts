import { describe, expect, it } from 'vitest';
import { refusedField } from './refusal';

const business = (message: string) => ({ kind: 'business' as const, message });

describe('refusedField', () => {
  it('reads the field a business refusal names, with or without the 参数错误 prefix', () => {
    expect(refusedField(business('参数错误：cvn2 请输入卡背面的 3 位安全码'), ['cvn2', 'phone'])).toEqual({
      field: 'cvn2',
      text: '请输入卡背面的 3 位安全码',
    });
    expect(refusedField(business('registNo 营业执照注册号格式不正确'), ['registNo'])).toEqual({
      field: 'registNo',
      text: '营业执照注册号格式不正确',
    });
  });

  it('names nothing for a field the form does not have, a message naming none, or a non-business failure', () => {
    expect(refusedField(business('参数错误：other 不对'), ['phone'])).toBeNull();
    expect(refusedField(business('该卡已绑定'), ['cardNo'])).toBeNull();
    expect(refusedField({ kind: 'network', message: 'phone 网络异常' }, ['phone'])).toBeNull();
  });
});
