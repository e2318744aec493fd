// Checks of the certificate form, in the words shown beside each field.
import { endpoints, idNumberProblem } from '@merchant-h5/sdk';
import { textFieldError } from '../../../../lib/textField';
import type { LegalPerson } from './LegalPersonFields';

/** The name's rule from the contract (certification/submitCertification). */
export const LEGAL_NAME_LIMIT = endpoints.certificationSubmitCertification.limits.name;

const ID_PROBLEMS = {
  length: '身份证号应为 18 位',
  birthDate: '身份证号中的出生日期有误',
  checkChar: '身份证号有误，请核对最后一位',
} as const;

export function legalPersonErrors(value: LegalPerson): Partial<Record<keyof LegalPerson, string>> {
  const errors: Partial<Record<keyof LegalPerson, string>> = {};
  const name = value.name.trim()
    ? textFieldError('法定代表人姓名', value.name.trim(), LEGAL_NAME_LIMIT)
    : '请输入法定代表人姓名';
  if (name) errors.name = name;
  const problem = value.idNo ? idNumberProblem(value.idNo) : 'length';
  if (!value.idNo) errors.idNo = '请输入法定代表人身份证号';
  else if (problem) errors.idNo = ID_PROBLEMS[problem];
  return errors;
}

/** Server refusals that name a field of this form (sim: 3201 name, 3202 ID number, 3203 account). */
export const CERTIFICATE_FIELDS = [
  ['name', /3201|姓名/],
  ['idNo', /3202|身份证/],
  ['account', /3203|结算账户|结算卡/],
] as const;
