// legalPersonInfo: ID card photos, the identity, the settlement card and its branch, the mobile.
// The ID and card numbers are never kept in the draft: after a reload the form says so and asks again.
import { useState } from 'react';
import { BankBranchFields, emptyBankBranch } from '../../../../components/BankCard/BankBranchFields';
import type { BankBranchValue } from '../../../../components/BankCard/BankBranchFields';
import { BankCardInput } from '../../../../components/BankCard/BankCardInput';
import { FormField } from '../../../../components/FormField/FormField';
import { DraftPhoto } from './DraftPhoto';
import { IdentitySection, NOT_KEPT_TEXT } from './IdentitySection';
import { text } from './useDraft';
import type { Draft } from './useDraft';
import type { FieldErrors } from './fieldErrors';

const branchOf = (value: unknown): BankBranchValue =>
  value && typeof value === 'object'
    ? { ...emptyBankBranch, ...(value as Partial<BankBranchValue>) }
    : emptyBankBranch;

export function LegalPersonFields({ draft, errors }: { draft: Draft; errors: FieldErrors }) {
  const { values, set } = draft;
  const [restored] = useState(
    () => Object.keys(values).length > 0 && (!text(values, 'identityNo') || !text(values, 'actNo')),
  );
  const branch = branchOf(values.cardInfo);
  return (
    <>
      {restored ? <p className="mh-onb-notice">{NOT_KEPT_TEXT}</p> : null}
      <DraftPhoto
        draft={draft}
        field="legalPersonidPositivePic"
        urlField="legalPersonPositivePicUrl"
        label="身份证人像面"
        type="idFront"
        error={errors.legalPersonidPositivePic}
      />
      <DraftPhoto
        draft={draft}
        field="legalPersonidOppositePic"
        urlField="legalPersonBackUrl"
        label="身份证国徽面"
        type="idBack"
        error={errors.legalPersonidOppositePic}
      />
      <IdentitySection draft={draft} errors={errors} idPrefix="access-identity" />
      <BankCardInput
        id="access-actNo"
        label="结算卡号"
        value={text(values, 'actNo')}
        onChange={(digits) => set('actNo', digits)}
        onRecognised={(card) =>
          set('cardInfo', { ...branch, bankCode: card.bankCode, bankName: card.bankName })
        }
        error={errors.actNo}
      />
      <BankBranchFields
        idPrefix="access-bank"
        value={branch}
        onChange={(patch) => {
          const next = { ...branch, ...patch };
          set('cardInfo', next);
          set('lbnkNo', next.lbnkNo);
          set('lbnkNm', next.lbnkNm);
        }}
        errors={{ lbnkNo: errors.lbnkNo }}
      />
      <FormField id="access-mblNo" label="银行预留手机号" error={errors.mblNo}>
        <input
          inputMode="numeric"
          autoComplete="tel"
          value={text(values, 'mblNo')}
          onChange={(e) => set('mblNo', e.target.value.replace(/\D/g, ''))}
        />
      </FormField>
    </>
  );
}
