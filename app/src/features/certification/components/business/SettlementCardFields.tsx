// The settlement card of the certification ("another certification form": actNo, setBankNo): its
// number (Luhn; masked except while edited; the host's bank-card OCR) and its bank and branch.
import { BankBranchFields } from '../../../../components/BankCard/BankBranchFields';
import type { BankBranchValue } from '../../../../components/BankCard/BankBranchFields';
import { BankCardInput } from '../../../../components/BankCard/BankCardInput';
import type { BusinessErrors } from '../../lib/businessForm';

export interface SettlementCardFieldsProps {
  actNo: string;
  bank: BankBranchValue;
  onCardNo: (digits: string) => void;
  onBank: (patch: Partial<BankBranchValue>) => void;
  errors: BusinessErrors;
}

export function SettlementCardFields({ actNo, bank, onCardNo, onBank, errors }: SettlementCardFieldsProps) {
  return (
    <>
      <BankCardInput
        id="cert-actNo"
        label="结算卡号"
        value={actNo}
        onChange={onCardNo}
        error={errors.actNo}
        onRecognised={(card) => onBank({ bankCode: card.bankCode, bankName: card.bankName })}
      />
      <BankBranchFields
        idPrefix="cert-bank"
        value={bank}
        onChange={onBank}
        errors={{
          ...(errors.bankCode ? { bankCode: errors.bankCode } : {}),
          ...(errors.setBankNo ? { lbnkNo: errors.setBankNo } : {}),
        }}
      />
    </>
  );
}
