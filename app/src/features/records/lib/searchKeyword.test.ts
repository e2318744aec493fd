import { describe, expect, it } from 'vitest';
import { checkKeyword, safeKeyword } from './searchKeyword';

describe('the search keyword', () => {
  it('takes amounts, card tails and order numbers', () => {
    for (const text of ['88', '88.00', '1234', 'O20261123000042', '12345678901'])
      expect(checkKeyword(` ${text} `)).toEqual({ ok: true, keyword: text });
  });

  it('refuses a full card number, however it is spaced, and never passes it on', () => {
    for (const text of ['6222021234567890123', '6222 0212 3456 7890', '6222-0212-3456', '622202123456']) {
      expect(checkKeyword(text)).toMatchObject({ ok: false, message: expect.stringContaining('后四位') });
      expect(safeKeyword(text)).toBe('');
    }
  });

  it('refuses an overlong text and control characters, by the contract’s rule', () => {
    expect(checkKeyword('x'.repeat(32)).ok).toBe(true);
    expect(checkKeyword('x'.repeat(33)).ok).toBe(false);
    expect(checkKeyword('88\u0000')).toMatchObject({
      ok: false,
      message: expect.stringContaining('控制字符'),
    });
    expect(safeKeyword('88\u0000')).toBe('');
  });
});
