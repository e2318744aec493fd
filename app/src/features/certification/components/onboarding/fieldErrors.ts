// Field messages: the checks before a submit (SDK validators), and the server's refusal placed
// beside the field it names ('参数错误：registCode 注册号校验位不正确…' → registCode).
import {
  endpoints,
  idNumberProblem,
  isBankCardNumber,
  isMobileNumber,
  registNoProblem,
} from '@merchant-h5/sdk';
import type { ApiError } from '../../../../lib/apiError';
import { refusedField } from '../../../../lib/refusal';
import { textFieldError } from '../../../../lib/textField';
import { text } from './useDraft';
import type { DraftValues } from './useDraft';

export type FieldErrors = Record<string, string>;

/** The field a refusal names and what to say beside it, when it names one of `fields`. */
export function refusalField(error: ApiError, fields: readonly string[]): FieldErrors | null {
  const named = refusedField(error, fields);
  return named ? { [named.field]: named.text } : null;
}

const required = (values: DraftValues, checks: ReadonlyArray<[string, string]>): FieldErrors =>
  Object.fromEntries(checks.filter(([name]) => !text(values, name).trim()).map(([name, m]) => [name, m]));

const incom = endpoints.merchantAccessIncom.limits;
/**
 * The drafts' free text and its rules. A draft keeps businessInfo's and legalPersonInfo's fields flat;
 * micro/incom and the supplement name the same rules for them.
 */
export const DRAFT_LIMITS = {
  mecDisNm: incom['businessInfo.mecDisNm'],
  address: incom['businessInfo.address'],
  cprRegAddr: incom['businessInfo.cprRegAddr'],
  identityName: incom['legalPersonInfo.identityName'],
} as const;

/** The rule's message for each filled free-text field of `labels` that breaks it. */
const bounded = (
  values: DraftValues,
  labels: Partial<Record<keyof typeof DRAFT_LIMITS, string>>,
): FieldErrors =>
  Object.fromEntries(
    Object.entries(labels).flatMap(([name, label]) => {
      const value = text(values, name).trim();
      const problem = value && textFieldError(label, value, DRAFT_LIMITS[name as keyof typeof DRAFT_LIMITS]);
      return problem ? [[name, problem]] : [];
    }),
  );

export const SHOP_FIELDS = ['mecDisNm', 'regProvCd', 'address', 'mccCd', 'storePic', 'insideScenePic'];

export function shopErrors(values: DraftValues): FieldErrors {
  return {
    ...bounded(values, { mecDisNm: '经营名称', address: '详细经营地址' }),
    ...required(values, [
      ['mecDisNm', '请填写经营名称'],
      ['regProvCd', '请选择经营地区'],
      ['address', '请填写详细经营地址'],
      ['mccCd', '请选择经营类目'],
      ['storePic', '请上传门头照'],
      ['insideScenePic', '请上传店内照'],
    ]),
  };
}

export const LICENSE_FIELDS = ['licensePic', 'registCode', 'cprRegAddr'];

export function licenseErrors(values: DraftValues): FieldErrors {
  const errors = {
    ...bounded(values, { cprRegAddr: '注册地址' }),
    ...required(values, [
      ['licensePic', '请上传营业执照照片'],
      ['registCode', '请填写营业执照注册号'],
      ['cprRegAddr', '请填写注册地址'],
    ]),
  };
  const problem = errors.registCode ? null : registNoProblem(text(values, 'registCode'));
  if (problem === 'format') errors.registCode = '注册号应为 18 位统一社会信用代码或 15 位注册号';
  else if (problem) errors.registCode = '注册号校验位不正确，请核对营业执照';
  return errors;
}

export function identityErrors(values: DraftValues): FieldErrors {
  const errors = {
    ...bounded(values, { identityName: '法人姓名' }),
    ...required(values, [
      ['identityName', '请填写法人姓名'],
      ['identityNo', '请填写身份证号'],
    ]),
  };
  const problem = errors.identityNo ? null : idNumberProblem(text(values, 'identityNo'));
  if (problem === 'length') errors.identityNo = '身份证号应为 18 位';
  else if (problem === 'birthDate') errors.identityNo = '身份证号中的出生日期不正确';
  else if (problem) errors.identityNo = '身份证号校验位不正确，请核对';
  return errors;
}

export const LEGAL_FIELDS = [
  'legalPersonidPositivePic',
  'legalPersonidOppositePic',
  'identityName',
  'identityNo',
  'actNo',
  'lbnkNo',
  'mblNo',
];

export function legalPersonErrors(values: DraftValues): FieldErrors {
  const errors = {
    ...required(values, [
      ['legalPersonidPositivePic', '请上传身份证人像面照片'],
      ['legalPersonidOppositePic', '请上传身份证国徽面照片'],
      ['lbnkNo', '请选择开户支行'],
    ]),
    ...identityErrors(values),
  };
  if (!isBankCardNumber(text(values, 'actNo'))) errors.actNo = '结算卡号不正确，请核对后重新输入';
  if (!isMobileNumber(text(values, 'mblNo'))) errors.mblNo = '手机号应为 1 开头的 11 位数字';
  return errors;
}
