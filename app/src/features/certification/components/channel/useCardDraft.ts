// The add-card draft in the certification slice (onboarding kind `updateCreditCard`, the product's
// field names): it survives a host back-and-forth and the branch list; after a reload the card
// number is gone (draftSecrets never stores it), which `numberDropped` tells the screen.
import { useState } from 'react';
import type { BankBranchValue } from '../../../../components/BankCard/BankBranchFields';
import { useAppDispatch, useAppSelector } from '../../../../lib/state/hooks';
import { mergeOnboarding, resetOnboarding, withCertification } from '../../state/certificationSlice';

const selectDraft = withCertification.selector((s) => s.certification.onboarding.updateCreditCard);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** BankBranchValue field → draft field. */
const DRAFT_FIELDS = {
  provCd: 'provinceValue',
  cityCd: 'cityValue',
  lbnkNo: 'branchBankCode',
  lbnkNm: 'branchBankNm',
  bankName: 'bankName',
} as const;

export function useCardDraft() {
  const draft = useAppSelector(selectDraft);
  const dispatch = useAppDispatch();
  const bankInfo = (draft.bankInfo ?? {}) as { bankCode?: string };
  const bank: BankBranchValue = {
    bankCode: text(bankInfo.bankCode),
    bankName: text(draft.bankName),
    provCd: text(draft.provinceValue),
    cityCd: text(draft.cityValue),
    lbnkNo: text(draft.branchBankCode),
    lbnkNm: text(draft.branchBankNm),
  };
  const cardNum = text(draft.cardNum);
  // Read once: a draft with a bank but no number was restored from storage.
  const [numberDropped] = useState(() => !cardNum && Boolean(bank.bankName || bank.lbnkNm));

  const merge = (values: Record<string, unknown>) =>
    dispatch(mergeOnboarding({ kind: 'updateCreditCard', values }));
  return {
    bank,
    cardNum,
    numberDropped,
    setCardNum: (digits: string) => merge({ cardNum: digits }),
    setBank: (patch: Partial<BankBranchValue>) => {
      const values: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(patch)) {
        if (key === 'bankCode')
          values.bankInfo = { bankCode: value, bankName: patch.bankName ?? bank.bankName };
        else values[DRAFT_FIELDS[key as keyof typeof DRAFT_FIELDS]] = value;
      }
      merge(values);
    },
    clear: () => dispatch(resetOnboarding('updateCreditCard')),
  };
}
