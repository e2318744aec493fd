// The lines the 公众号 panel shows for the session's official account: the WeChat user, the bound
// merchant, the SMS cooldown (GET /__sim/official-account, docs/official-account.md "Controls").
import type { OfficialAccountAnswer } from '../../shared/control-api/features';

/**
 * @example officialAccountLines({ session: 's', snapshot: false, signedIn: true, resendAfter: 0, binding: null })
 * // ['微信用户：已登录', '绑定商户：未绑定']
 */
export function officialAccountLines(account: OfficialAccountAnswer): string[] {
  const { binding } = account;
  const merchant = binding
    ? `${binding.merchantNo} ${binding.phoneMask}${binding.registered ? ' 注册' : ''}`
    : '未绑定';
  return [
    `微信用户：${account.signedIn ? '已登录' : '未登录'}`,
    `绑定商户：${merchant}`,
    ...(account.resendAfter > 0 ? [`短信冷却：${account.resendAfter} 秒`] : []),
  ];
}
