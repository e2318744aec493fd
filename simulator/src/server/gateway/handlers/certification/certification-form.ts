// What the audit checks in a business certification before taking it: the registration number's and
// the ID number's check characters (the SDK's own validators, as the app runs them), the validity
// dates, the settlement card's Luhn digit; and, on a re-submission after a photo rejection, that each
// refused photo comes again and changed. A refusal names the field first ('参数错误：registNo
// 营业执照注册号校验位不正确'), so the app shows the message beside that field.
import { idNumberProblem, passesLuhn, registNoProblem } from '@merchant-h5/sdk';
import type { CertificationPicField, RejectedPicture } from '@merchant-h5/sdk';
import { badParam } from '../../errors';
import { formData } from '../forms';
import { optString, reqString, type FieldOf, type Naming } from '../input';
import type { HandlerInput } from '../types';

/** A business certification as submitted, or re-submitted after a rejection. */
type Submitted = HandlerInput<'bqCertificationSubmit' | 'bqCertificationReSubmit'>;

export const PIC_FIELDS: readonly CertificationPicField[] = [
  'legalManFrontPic',
  'legalManReversePic',
  'businessLicensePic',
  'shopPic',
  'insideScenePic',
];

/** How the audit names a photo in its reasons. */
export const PIC_NAMES: Record<CertificationPicField, string> = {
  legalManFrontPic: '法人身份证人像面',
  legalManReversePic: '法人身份证国徽面',
  businessLicensePic: '营业执照照片',
  shopPic: '门头照',
  insideScenePic: '店内环境照',
};

export const isPicField = (v: unknown): v is CertificationPicField =>
  typeof v === 'string' && (PIC_FIELDS as readonly string[]).includes(v);

/** A 1001 refusal that names its field first. */
export const fieldProblem = (field: string, text: string) => badParam(`${field} ${text}`);

const REGIST_NO_TEXT = { format: '营业执照注册号格式不正确', checkChar: '营业执照注册号校验位不正确' };
const ID_NO_TEXT = {
  length: '身份证号应为 18 位',
  birthDate: '身份证号的出生日期不正确',
  checkChar: '身份证号校验位不正确',
};

/** The registration number, upper-cased, or why not. */
export function registNoRefusal(registNo: string): string | null {
  const problem = registNoProblem(registNo);
  return problem ? REGIST_NO_TEXT[problem] : null;
}

function checkDates(input: Submitted) {
  const start = optString(input, 'cardStartTime');
  const end = optString(input, 'cardEndTime');
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (start !== undefined && !day.test(start))
    throw fieldProblem('cardStartTime', '证件有效期起始日期不正确');
  if (end === undefined || end === '长期') return;
  if (!day.test(end)) throw fieldProblem('cardEndTime', '证件有效期截止日期不正确');
  if (start !== undefined && end <= start) throw fieldProblem('cardEndTime', '截止日期应晚于起始日期');
}

/** An ID number field checked (shape, real birth date, check character), upper-cased. */
export function checkedIdNo<I extends object>(input: I, field: FieldOf<I>, now: number): string {
  const idNo = (optString(input, field) ?? '').toUpperCase();
  const problem = idNumberProblem(idNo, new Date(now));
  if (problem) throw fieldProblem(field, ID_NO_TEXT[problem]);
  return idNo;
}

/** The whole form checked; answers what is stored (registNo upper-cased, the ID number's x as X). */
export function checkedForm(input: Submitted, now: number): Record<string, unknown> {
  const registNo = reqString(input, 'registNo').toUpperCase();
  const registRefusal = registNoRefusal(registNo);
  if (registRefusal) throw fieldProblem('registNo', registRefusal);
  if (!optString(input, 'legalManName')) throw fieldProblem('legalManName', '请填写法人姓名');
  const idNo = checkedIdNo(input, 'legalManCardNo', now);
  checkDates(input);
  const actNo = optString(input, 'actNo')?.replace(/\s+/g, '');
  if (actNo !== undefined && !(/^\d{12,19}$/.test(actNo) && passesLuhn(actNo)))
    throw fieldProblem('actNo', '银行卡号校验不通过，请核对');
  return { ...formData(input), registNo, legalManCardNo: idNo, ...(actNo ? { actNo } : {}) };
}

/**
 * After a photo rejection: the stored submission with the refused photos replaced by the new ones.
 * Every refused photo must come, changed; any other field sent is ignored (the audit kept it).
 */
export function withReuploadedPictures(
  stored: Record<string, unknown>,
  rejected: readonly RejectedPicture[],
  input: Naming<CertificationPicField>,
): Record<string, unknown> {
  const next = { ...stored };
  for (const { field } of rejected) {
    const picture = optString(input, field);
    if (picture === undefined || picture === stored[field])
      throw fieldProblem(field, `请重新上传${PIC_NAMES[field]}`);
    next[field] = picture;
  }
  return next;
}
