import { describe, expect, it } from 'vitest';
import { MINI_PROGRAM_PAY_PAGE, miniProgramPayUrl } from './miniProgram';

describe('miniProgramPayUrl', () => {
  it('names the order only, encoded, on the mini program pay page', () => {
    expect(miniProgramPayUrl('SF202611290001')).toBe(`${MINI_PROGRAM_PAY_PAGE}?orderNo=SF202611290001`);
    expect(miniProgramPayUrl('a&token=x')).toBe('/pages/pay/index?orderNo=a%26token%3Dx');
  });
});
