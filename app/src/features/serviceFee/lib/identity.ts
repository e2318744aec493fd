// Field checks of the phone POS certification form; the messages show next to their fields.
import { endpoints } from '@merchant-h5/sdk';
import { textFieldError } from '../../../lib/textField';

/** The name's rule from the contract (phonePosCertification). */
export const NAME_LIMIT = endpoints.phonePosCertification.limits.name;

export interface IdentityErrors {
  name?: string;
  idNo?: string;
}

/** @example checkIdentity({ name: '张伟', idNo: '31010119880307123' }) // { idNo: '请输入 18 位身份证号' } */
export function checkIdentity(form: { name: string; idNo: string }): IdentityErrors {
  const errors: IdentityErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = '请输入姓名';
  else if (name.length < 2) errors.name = '姓名至少 2 个字';
  else {
    const problem = textFieldError('姓名', name, NAME_LIMIT);
    if (problem) errors.name = problem;
  }
  if (!form.idNo.trim()) errors.idNo = '请输入身份证号';
  else if (!/^\d{17}[\dXx]$/.test(form.idNo.trim())) errors.idNo = '请输入 18 位身份证号';
  return errors;
}
