import { describe, expect, it } from 'vitest';
import type { OfficialAccountAnswer } from '../../shared/control-api/features';
import { officialAccountLines } from './official-account-summary';

const account = (over: Partial<OfficialAccountAnswer>): OfficialAccountAnswer => ({
  session: 's',
  snapshot: false,
  signedIn: false,
  resendAfter: 0,
  binding: null,
  ...over,
});

describe('officialAccountLines', () => {
  it('says who is signed in and that nothing is bound yet', () => {
    expect(officialAccountLines(account({}))).toEqual(['微信用户：未登录', '绑定商户：未绑定']);
    expect(officialAccountLines(account({ signedIn: true }))[0]).toBe('微信用户：已登录');
  });

  it('names the bound merchant by number and masked phone, 注册 when it registered', () => {
    const binding = { merchantNo: 'M100200', phoneMask: '138****0000', registered: false };
    expect(officialAccountLines(account({ signedIn: true, binding }))[1]).toBe(
      '绑定商户：M100200 138****0000',
    );
    expect(officialAccountLines(account({ binding: { ...binding, registered: true } }))[1]).toBe(
      '绑定商户：M100200 138****0000 注册',
    );
  });

  it('shows the SMS cooldown only while it runs', () => {
    expect(officialAccountLines(account({ resendAfter: 42 }))).toContain('短信冷却：42 秒');
    expect(officialAccountLines(account({ resendAfter: 0 }))).toHaveLength(2);
  });
});
