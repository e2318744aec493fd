import { describe, expect, it } from 'vitest';
import { amountProblem, parseAmount } from './amount';

describe('amountProblem', () => {
  it('takes more than 0 up to 50000 with at most two decimals', () => {
    for (const ok of ['0.01', '1', '128.5', '128.50', '50000', ' 7 '])
      expect(amountProblem(ok)).toBeUndefined();
  });

  it('says what is wrong with the rest', () => {
    expect(amountProblem('')).toBe('请输入收款金额');
    expect(amountProblem('0')).toBe('收款金额须大于 0');
    expect(amountProblem('0.00')).toBe('收款金额须大于 0');
    expect(amountProblem('50000.01')).toBe('单笔收款金额不能超过 ¥50,000.00');
    expect(amountProblem('1.234')).toBe('金额最多两位小数');
    expect(amountProblem('-3')).toBe('请输入正确的金额，如 128.50');
    expect(amountProblem('1e3')).toBe('请输入正确的金额，如 128.50');
  });

  it('parses to yuan', () => {
    expect(parseAmount('08.5')).toBe(8.5);
    expect(parseAmount('0.07')).toBe(0.07);
  });
});
