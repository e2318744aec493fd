// Checks of the onboarding and supplement forms (docs/product.md §3 field names). A refusal names
// its field first — '参数错误：registCode 注册号校验位不正确，请核对营业执照' — so the app shows the
// reason beside that field. What is kept has ID and card numbers masked: the simulator never
// answers them back in clear.
import { idNumberProblem, isBankCardNumber, isMobileNumber, registNoProblem } from '@merchant-h5/sdk';
import { maskCard, maskIdNo } from '../../../state/generate/mask';
import { badParam } from '../../errors';
import type { FieldOf } from '../input';

type Fields = Record<string, unknown>;

/** A refusal of one field: the app finds `field` at the start of the detail. */
export function fieldProblem(field: string, reason: string) {
  return badParam(`${field} ${reason}`);
}

/** A nested part of a form, by a name the endpoint's request declares. */
export function section<I extends object>(input: I, name: FieldOf<I>): Fields {
  const value: unknown = input[name];
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fieldProblem(name, '请填写完整');
  return value as Fields;
}

export function filled(fields: Fields, name: string, label: string): string {
  const v = fields[name];
  if (typeof v !== 'string' || v.trim() === '') throw fieldProblem(name, `请填写${label}`);
  return v.trim();
}

const SMALL_BUSINESS: ReadonlyArray<[string, string]> = [
  ['mecDisNm', '经营名称'],
  ['address', '经营地址'],
  ['regProvCd', '经营地区'],
  ['mccCd', '经营类目'],
  ['storePic', '门头照'],
  ['insideScenePic', '店内照'],
];

/** smallBusinessInfo (and the same part of businessInfo and of the supplement). */
export function checkSmallBusinessInfo(info: Fields): void {
  for (const [name, label] of SMALL_BUSINESS) filled(info, name, label);
}

export function checkBusinessInfo(info: Fields): void {
  filled(info, 'licensePic', '营业执照照片');
  const registCode = filled(info, 'registCode', '营业执照注册号');
  const problem = registNoProblem(registCode);
  if (problem === 'format')
    throw fieldProblem('registCode', '注册号应为 18 位统一社会信用代码或 15 位注册号');
  if (problem) throw fieldProblem('registCode', '注册号校验位不正确，请核对营业执照');
  filled(info, 'cprRegAddr', '注册地址');
  checkSmallBusinessInfo(info);
}

export function checkIdentity(info: Fields, now: number): void {
  filled(info, 'identityName', '法人姓名');
  const problem = idNumberProblem(filled(info, 'identityNo', '身份证号'), new Date(now));
  if (problem === 'length') throw fieldProblem('identityNo', '身份证号应为 18 位');
  if (problem === 'birthDate') throw fieldProblem('identityNo', '身份证号中的出生日期不正确');
  if (problem) throw fieldProblem('identityNo', '身份证号校验位不正确，请核对');
}

export function checkLegalPersonInfo(info: Fields, now: number): void {
  filled(info, 'legalPersonidPositivePic', '身份证人像面照片');
  filled(info, 'legalPersonidOppositePic', '身份证国徽面照片');
  checkIdentity(info, now);
  if (!isBankCardNumber(filled(info, 'actNo', '结算卡号')))
    throw fieldProblem('actNo', '结算卡号不正确，请核对后重新输入');
  filled(info, 'lbnkNo', '开户支行');
  if (!isMobileNumber(filled(info, 'mblNo', '手机号')))
    throw fieldProblem('mblNo', '手机号应为 1 开头的 11 位数字');
}

/** The form as kept: identityNo and actNo masked (idNoMask), never in clear. */
export function withMaskedNumbers(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'identityNo' && typeof value === 'string') out.idNoMask = maskIdNo(value.toUpperCase());
    else if (key === 'actNo' && typeof value === 'string') out.actNo = maskCard(value);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      out[key] = withMaskedNumbers(value as Fields);
    else out[key] = value;
  }
  return out;
}
