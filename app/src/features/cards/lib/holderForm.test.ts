import { describe, expect, it } from 'vitest';
import { expiryDigits, holderErrors } from './holderForm';

const TODAY = new Date('2026-11-22T10:00:00+08:00');
const ok = { phone: '13800138000', cvn2: '123', expiry: '12/29', agreed: true };

describe('holderErrors', () => {
  it('asks for an 11-digit mobile starting with 1 and the agreement', () => {
    expect(holderErrors({ ...ok, phone: '23800138000', agreed: false }, false, TODAY)).toEqual({
      phone: '手机号应为 1 开头的 11 位数字',
      agreed: '请先阅读并同意《快捷支付服务协议》',
    });
    expect(holderErrors({ ...ok, cvn2: '', expiry: '' }, false, TODAY)).toEqual({});
  });

  it('asks a credit card for CVN2 and an expiry not past', () => {
    expect(holderErrors({ ...ok, cvn2: '12', expiry: '10/26' }, true, TODAY)).toEqual({
      cvn2: '请输入卡背面的 3 位安全码',
      expiry: '有效期格式为 月/年（如 08/29），且不能早于本月',
    });
    expect(expiryDigits('11/26', TODAY)).toBe('1126');
    expect(expiryDigits('1329', TODAY)).toBeUndefined();
  });
});
