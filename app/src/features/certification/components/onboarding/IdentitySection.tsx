// The legal person's identity through the shared IdentityFields, kept in the draft as identityName,
// identityNo (never stored: the draft drops it) and its validity. After a reload the number is
// asked again, and the screen says why.
import { IdentityFields } from '../fields/IdentityFields';
import { setMapped, text } from './useDraft';
import type { Draft } from './useDraft';
import { DRAFT_LIMITS, type FieldErrors } from './fieldErrors';

export const NOT_KEPT_TEXT = '为保护您的隐私，身份证号、银行卡号和手机号不会保存在草稿中，请重新输入。';

/** The draft came back from storage without the numbers typed before (a reload). */
export function lostSecrets(values: Readonly<Record<string, unknown>>, secret: string): boolean {
  return text(values, 'identityName') !== '' && text(values, secret) === '';
}

/** IdentityFields' keys → the draft's field names (docs/product.md §3 legalPersonInfo). */
const IDENTITY_FIELDS = {
  name: 'identityName',
  idNo: 'identityNo',
  startDate: 'idStartDate',
  endDate: 'idEndDate',
  longTerm: 'idLongTerm',
} as const;

export function IdentitySection({
  draft,
  errors,
  idPrefix,
}: {
  draft: Draft;
  errors: FieldErrors;
  idPrefix: string;
}) {
  const { values } = draft;
  return (
    <IdentityFields
      idPrefix={idPrefix}
      value={{
        name: text(values, 'identityName'),
        idNo: text(values, 'identityNo'),
        startDate: text(values, 'idStartDate'),
        endDate: text(values, 'idEndDate'),
        longTerm: values.idLongTerm === true,
      }}
      onChange={(patch) => setMapped(draft, IDENTITY_FIELDS, patch)}
      errors={{ name: errors.identityName, idNo: errors.identityNo }}
      nameLimit={DRAFT_LIMITS.identityName}
    />
  );
}
