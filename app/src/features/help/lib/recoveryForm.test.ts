import { describe, expect, it } from 'vitest';
import { checkRecovery } from './recoveryForm';

describe('checkRecovery', () => {
  it('names every missing field', () => {
    expect(checkRecovery({ tradeType: '', description: ' ', contactPhone: '' })).toEqual({
      tradeType: '请选择交易类型',
      description: '请描述遇到的问题',
      contactPhone: '请输入联系电话',
    });
  });
  it('checks the description length and the mobile number', () => {
    expect(checkRecovery({ tradeType: '02', description: '未到账', contactPhone: '23800138000' })).toEqual({
      description: '问题描述至少 5 个字',
      contactPhone: '请输入 11 位手机号码',
    });
    expect(
      checkRecovery({ tradeType: '02', description: '款'.repeat(201), contactPhone: '13800138000' }),
    ).toEqual({ description: '问题描述最多 200 个字' });
    expect(
      checkRecovery({ tradeType: '02', description: '扫码成功\u0000未到账', contactPhone: '13800138000' }),
    ).toEqual({ description: '问题描述含有不可见的控制字符，请删除后重新输入' });
  });
  it('passes a complete application', () => {
    expect(
      checkRecovery({ tradeType: '02', description: '扫码成功未到账', contactPhone: '13800138000' }),
    ).toEqual({});
  });
});
