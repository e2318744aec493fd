// What is wrong with a legal person's identity, in the merchant's words: the ID number (shape, real
// birth date incl. 29 February of leap years only, check character) and its validity (长期 allowed,
// the end after the start).
import { idNumberProblem } from '@merchant-h5/sdk';
import type { IdNumberProblem, TextLimit } from '@merchant-h5/sdk';
import { textFieldError } from '../../../../lib/textField';
import type { IdentityErrors, IdentityValue } from './IdentityFields';

export const ID_NUMBER_TEXT: Record<NonNullable<IdNumberProblem>, string> = {
  length: '请输入 18 位身份证号',
  birthDate: '身份证号的出生日期不正确',
  checkChar: '身份证号校验位不正确，请核对',
};

/** The ID number's message, or undefined when it is valid. */
export function idNumberError(idNo: string, today?: Date): string | undefined {
  if (!idNo.trim()) return '请输入身份证号';
  const problem = idNumberProblem(idNo, today);
  return problem ? ID_NUMBER_TEXT[problem] : undefined;
}

/** The validity dates' message, or undefined. */
export function validityError(value: Pick<IdentityValue, 'startDate' | 'endDate' | 'longTerm'>) {
  if (!value.startDate) return { startDate: '请选择证件有效期起始日期' };
  if (value.longTerm) return {};
  if (!value.endDate) return { endDate: '请选择截止日期，或勾选长期' };
  return value.endDate > value.startDate ? {} : { endDate: '截止日期应晚于起始日期' };
}

/**
 * Every message of the identity fields, for a form's submit; `nameLimit` is the name's rule in the
 * contract of the endpoint the form sends to.
 *
 * @example identityErrors({ name: '', idNo: '110105194902300021', ... }, limits.legalManName) // { name: '请输入法人姓名', idNo: '身份证号的出生日期不正确', ... }
 */
export function identityErrors(value: IdentityValue, nameLimit: TextLimit, today?: Date): IdentityErrors {
  const errors: IdentityErrors = { ...validityError(value) };
  const name = value.name.trim()
    ? textFieldError('法人姓名', value.name.trim(), nameLimit)
    : '请输入法人姓名';
  if (name) errors.name = name;
  const idNo = idNumberError(value.idNo, today);
  if (idNo) errors.idNo = idNo;
  return errors;
}
