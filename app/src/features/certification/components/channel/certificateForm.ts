// Checks of the certificate form, in the words shown beside each field.
import { idNumberProblem } from '@merchant-h5/sdk';
import type { LegalPerson } from './LegalPersonFields';

const ID_PROBLEMS = {
  length: '身份证号应为 18 位',
  birthDate: '身份证号中的出生日期有误',
  checkChar: '身份证号有误，请核对最后一位',
} as const;

export function legalPersonErrors(value: LegalPerson): Partial<Record<keyof LegalPerson, string>> {
  const errors: Partial<Record<keyof LegalPerson, string>> = {};
  if (!value.name.trim()) errors.name = '请输入法定代表人姓名';
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
