// Words and small rules of the Alipay / WeChat merchant certification screens.
import type { AtMethod, CertChannel } from '@merchant-h5/sdk';

export const CHANNEL_NAMES: Record<CertChannel, string> = { alipay: '支付宝', wechat: '微信' };

export const AT_METHODS: Record<AtMethod, { title: string; description: string }> = {
  legalPerson: {
    title: '法定代表人验证',
    description: '填写法定代表人姓名和身份证号，与营业执照登记信息核对',
  },
  account: {
    title: '结算账户验证',
    description: '使用已绑定的结算银行卡，渠道核对账户户名与营业执照是否一致',
  },
};

/** The channel of the `?channel=` query ('alipay' unless 'wechat'). */
export const channelOf = (value: string | null | undefined): CertChannel =>
  value === 'wechat' ? 'wechat' : 'alipay';

export const isAtMethod = (value: string | undefined): value is AtMethod =>
  value === 'legalPerson' || value === 'account';

/** Which field a refusal of the server names, by its code or words; undefined: not a field's. */
export function fieldOfRefusal<F extends string>(
  error: { code?: string | undefined; message: string },
  fields: ReadonlyArray<readonly [F, RegExp]>,
): F | undefined {
  const text = `${error.code ?? ''} ${error.message}`;
  return fields.find(([, pattern]) => pattern.test(text))?.[0];
}
