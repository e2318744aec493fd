// The recovery application's fields and their checks (docs/product.md §5: a mobile number is 11
// digits starting with 1; the description's rule is the contract's). Messages are the merchant's,
// shown beside the field.
import { endpoints } from '@merchant-h5/sdk';
import { textFieldError } from '../../../lib/textField';

export interface RecoveryValues {
  tradeType: string;
  description: string;
  contactPhone: string;
}
export type RecoveryErrors = Partial<Record<keyof RecoveryValues, string>>;

/** What the description may be: a remark, lines allowed (the contract's limit). */
export const DESCRIPTION_LIMIT = endpoints.abnormalHandleApply.limits.description;
const DESCRIPTION_MIN = 5;

export function checkRecovery(v: RecoveryValues): RecoveryErrors {
  const errors: RecoveryErrors = {};
  if (!v.tradeType) errors.tradeType = '请选择交易类型';
  const text = v.description.trim();
  if (!text) errors.description = '请描述遇到的问题';
  else if (text.length < DESCRIPTION_MIN) errors.description = `问题描述至少 ${DESCRIPTION_MIN} 个字`;
  else {
    const problem = textFieldError('问题描述', text, DESCRIPTION_LIMIT);
    if (problem) errors.description = problem;
  }
  const phone = v.contactPhone.trim();
  if (!phone) errors.contactPhone = '请输入联系电话';
  else if (!/^1\d{10}$/.test(phone)) errors.contactPhone = '请输入 11 位手机号码';
  return errors;
}
