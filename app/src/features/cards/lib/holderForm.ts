// Step 2 of binding: the holder's mobile (docs/product.md §5: 11 digits starting with 1) and, for a
// credit card, what the bank checks (CVN2, expiry MM/YY). Messages in the words shown beside the field.
import { isMobileNumber } from '@merchant-h5/sdk';

export interface HolderValues {
  phone: string;
  cvn2: string;
  /** 'MM/YY' as typed. */
  expiry: string;
  agreed: boolean;
}

export type HolderErrors = Partial<Record<keyof HolderValues, string>>;

/** 'MMYY' of a valid 'MM/YY' not before `today`'s month, else undefined. */
export function expiryDigits(expiry: string, today: Date = new Date()): string | undefined {
  const m = /^(0[1-9]|1[0-2])\/?(\d{2})$/.exec(expiry.trim());
  if (!m) return undefined;
  const thisMonth = (today.getFullYear() % 100) * 100 + today.getMonth() + 1;
  return Number(m[2]) * 100 + Number(m[1]) < thisMonth ? undefined : `${m[1]}${m[2]}`;
}

export function holderErrors(values: HolderValues, credit: boolean, today?: Date): HolderErrors {
  const errors: HolderErrors = {};
  if (!values.phone) errors.phone = '请输入银行预留手机号';
  else if (!isMobileNumber(values.phone)) errors.phone = '手机号应为 1 开头的 11 位数字';
  if (credit) {
    if (!/^\d{3}$/.test(values.cvn2)) errors.cvn2 = '请输入卡背面的 3 位安全码';
    if (!values.expiry) errors.expiry = '请输入信用卡有效期';
    else if (!expiryDigits(values.expiry, today))
      errors.expiry = '有效期格式为 月/年（如 08/29），且不能早于本月';
  }
  if (!values.agreed) errors.agreed = '请先阅读并同意《快捷支付服务协议》';
  return errors;
}
