// Changing the settlement card: the number (typed or read by the host's OCR), the bank and its branch
// searched (BankBranchFields); sent once under one key (setBank/update), the server's answer told.
import { displayCardNumber } from '@merchant-h5/sdk';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { BankBranchFields, emptyBankBranch } from '../../../components/BankCard/BankBranchFields';
import type { BankBranchValue } from '../../../components/BankCard/BankBranchFields';
import { BankCardInput } from '../../../components/BankCard/BankCardInput';
import { SubmitButton } from '../../../components/FormField/SubmitButton';
import { useChangeSettlementCardMutation } from '../../../lib/bank/settlementCardApi';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { refusedField } from '../../../lib/refusal';
import { settlementErrors } from '../lib/settlementForm';
import type { SettlementErrors } from '../lib/settlementForm';

export interface ChangeSettlementCardFormProps {
  onChanged: (told: string) => void;
  onCancel: () => void;
}

export function ChangeSettlementCardForm({ onChanged, onCancel }: ChangeSettlementCardFormProps) {
  const [change] = useChangeSettlementCardMutation();
  const { submit, submitting } = useSubmitOnce('changeCard');
  const [cardNo, setCardNo] = useState('');
  const [branch, setBranch] = useState<BankBranchValue>(emptyBankBranch);
  const [errors, setErrors] = useState<SettlementErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = settlementErrors(cardNo, branch);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      cardNo,
      bankCode: branch.bankCode,
      branchBankNm: branch.lbnkNm,
      lbnkNo: branch.lbnkNo,
      provCd: branch.provCd,
      cityCd: branch.cityCd,
    };
    const answer = await submit(body, (idempotencyKey) => change({ body, idempotencyKey }), {
      shownInline: (e) => {
        const named = refusedField(e, ['cardNo']);
        if (named) setErrors({ cardNo: named.text });
        return Boolean(named);
      },
    });
    if (!answer) return;
    const { card } = answer;
    onChanged(
      `结算卡已更换为 ${card.bankName} ${displayCardNumber(card.cardNo)}${card.branchBankNm ? `（${card.branchBankNm}）` : ''}`,
    );
  };

  return (
    <form className="mh-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="更换结算卡">
      <BankCardInput
        id="settle-card-no"
        label="新结算卡卡号"
        value={cardNo}
        onChange={(digits) => {
          setCardNo(digits);
          setErrors(({ cardNo: _gone, ...rest }) => rest);
        }}
        error={errors.cardNo}
      />
      <BankBranchFields
        idPrefix="settle-bank"
        value={branch}
        onChange={(patch) => setBranch((b) => ({ ...b, ...patch }))}
        errors={errors}
      />
      <div className="mh-button-stack">
        <SubmitButton submitting={submitting}>确认更换</SubmitButton>
        <button type="button" className="mh-button mh-button--block" onClick={onCancel}>
          取消
        </button>
      </div>
    </form>
  );
}
