// The quick-pay service agreement bindCard asks to be accepted (its code), shown by /others/Agreement.
import type { ServiceAgreement } from '@merchant-h5/sdk';

const clause = (title: string, lines: string[]) =>
  `<h3>${title}</h3>${lines.map((l) => `<p>${l}</p>`).join('')}`;

export const QUICK_PAY_AGREEMENT: ServiceAgreement = {
  code: 'QUICKPAY-2024',
  title: '《快捷支付服务协议》',
  content:
    clause('一、服务说明', [
      '快捷支付服务是指您将本人银行卡与商户账户绑定，经银行短信验证后，付款时无需再次输入卡号。',
    ]) +
    clause('二、您的授权', [
      '您授权我们将卡号、持卡人手机号发送给发卡银行核验；信用卡的安全码与有效期仅用于本次核验，不会被保存。',
    ]) +
    clause('三、安全提示', [
      '短信验证码是您本人操作的凭证，请勿告知他人。如发现银行卡被盗用，请立即联系发卡银行并解除绑定。',
    ]),
};
