// The business certification form: what is wrong with it before it is sent (in the merchant's
// words, per field), and the request it becomes. The draft (certification slice) holds it between.
import { endpoints, passesLuhn, registNoProblem } from '@merchant-h5/sdk';
import type { CertificationPicField, EndpointBody, RegistNoProblem } from '@merchant-h5/sdk';
import type { CertificationForm } from '../state/certificationForms';
import type { IdentityErrors, IdentityValue } from '../components/fields/IdentityFields';
import { identityErrors } from '../components/fields/identityRules';
import { textFieldError } from '../../../lib/textField';

export const LONG_TERM = '长期';

/** The free text's rules (bqCertification/submit; reSubmit takes the same). */
export const BUSINESS_LIMITS = endpoints.bqCertificationSubmit.limits;

/** The five photos, in the order the form asks for them. */
export const PHOTO_SLOTS: ReadonlyArray<{ field: CertificationPicField; label: string }> = [
  { field: 'businessLicensePic', label: '营业执照照片' },
  { field: 'legalManFrontPic', label: '法人身份证人像面' },
  { field: 'legalManReversePic', label: '法人身份证国徽面' },
  { field: 'shopPic', label: '门头照' },
  { field: 'insideScenePic', label: '店内环境照' },
];

export const photoLabel = (field: CertificationPicField) =>
  PHOTO_SLOTS.find((s) => s.field === field)?.label ?? field;

export const REGIST_NO_TEXT: Record<NonNullable<RegistNoProblem>, string> = {
  format: '请输入 18 位统一社会信用代码或 15 位注册号',
  checkChar: '营业执照注册号校验位不正确，请核对',
};

/** Field names a message can be shown beside (the wire's names, as the server's refusals use them). */
export type BusinessField =
  | 'registNo'
  | 'area'
  | 'businessName'
  | 'businessAddress'
  | 'mcc'
  | 'legalManName'
  | 'legalManCardNo'
  | 'cardStartTime'
  | 'cardEndTime'
  | 'actNo'
  | 'setBankNo'
  | 'bankCode'
  | CertificationPicField;

export type BusinessErrors = Partial<Record<BusinessField, string>>;

export const REFUSABLE_FIELDS: readonly BusinessField[] = [
  'registNo',
  'legalManName',
  'legalManCardNo',
  'cardStartTime',
  'cardEndTime',
  'actNo',
  'setBankNo',
  ...PHOTO_SLOTS.map((s) => s.field),
];

export function registNoError(registNo: string): string | undefined {
  if (!registNo.trim()) return '请输入营业执照注册号';
  const problem = registNoProblem(registNo);
  return problem ? REGIST_NO_TEXT[problem] : undefined;
}

/** The identity part of the form, as IdentityFields edits it. */
export function identityOf(form: CertificationForm): IdentityValue {
  const u = form.inputUserInfo;
  const longTerm = u.cardEndTime === LONG_TERM;
  return {
    name: u.legalManName,
    idNo: u.legalManCardNo,
    startDate: u.cardStartTime,
    endDate: longTerm ? '' : u.cardEndTime,
    longTerm,
  };
}

/** IdentityFields' names for the form's messages. */
export const identityErrorsOf = (e: BusinessErrors): IdentityErrors => ({
  name: e.legalManName,
  idNo: e.legalManCardNo,
  startDate: e.cardStartTime,
  endDate: e.cardEndTime,
});

/** Every message of the form (empty when it can be sent). */
export function businessErrors(form: CertificationForm, today?: Date): BusinessErrors {
  const errors: BusinessErrors = {};
  const registNo = registNoError(form.registNo);
  if (registNo) errors.registNo = registNo;
  if (!form.registArea) errors.area = '请选择省、市、区';
  const name = form.businessName.trim();
  const nameError = name ? textFieldError('商户名称', name, BUSINESS_LIMITS.businessName) : '请输入商户名称';
  if (nameError) errors.businessName = nameError;
  const address = form.businessAddress.trim();
  const addressError = address
    ? textFieldError('经营地址', address, BUSINESS_LIMITS.businessAddress)
    : '请输入经营地址';
  if (addressError) errors.businessAddress = addressError;
  if (!form.mccCd) errors.mcc = '请选择经营类目';
  const who = identityErrors(identityOf(form), BUSINESS_LIMITS.legalManName, today);
  Object.assign(errors, {
    ...(who.name ? { legalManName: who.name } : {}),
    ...(who.idNo ? { legalManCardNo: who.idNo } : {}),
    ...(who.startDate ? { cardStartTime: who.startDate } : {}),
    ...(who.endDate ? { cardEndTime: who.endDate } : {}),
  });
  if (!form.actNo) errors.actNo = '请输入结算卡号';
  else if (!/^\d{12,19}$/.test(form.actNo) || !passesLuhn(form.actNo))
    errors.actNo = '银行卡号校验不通过，请核对';
  // setBankNo is the branch's line number; a branch typed by name (no search result) is taken too.
  if (!form.settleBank.bankName) errors.bankCode = '请选择开户银行';
  if (!form.settleBank.lbnkNo) errors.setBankNo = '请选择开户支行';
  for (const { field, label } of PHOTO_SLOTS) if (!form[field]) errors[field] = `请上传${label}`;
  return errors;
}

/** The request the form becomes. */
export function businessRequest(form: CertificationForm): EndpointBody<'bqCertificationSubmit'> {
  const u = form.inputUserInfo;
  return {
    registNo: form.registNo.trim().toUpperCase(),
    registProvince: form.registProvince,
    registCity: form.registCity,
    registArea: form.registArea,
    areaLabel: form.areaLabel,
    legalManName: u.legalManName.trim(),
    legalManCardNo: u.legalManCardNo,
    cardStartTime: u.cardStartTime,
    cardEndTime: u.cardEndTime,
    mccCd: form.mccCd,
    mccValue: form.mccValue,
    businessName: form.businessName.trim(),
    businessAddress: form.businessAddress.trim(),
    actNo: form.actNo,
    setBankNo: form.settleBank.lbnkNo,
    bankName: form.settleBank.bankName,
    bankBranchName: form.settleBank.lbnkNm,
    ...Object.fromEntries(PHOTO_SLOTS.map(({ field }) => [field, form[field]])),
  };
}
