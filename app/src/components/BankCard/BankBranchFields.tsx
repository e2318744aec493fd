// The bank, city and branch of a card. STUB with the final props (issue 13): the bank-card helper
// replaces the body (bank search from bankQueryBank, province and city, branch search).
import { FormField } from '../FormField/FormField';

export interface BankBranchValue {
  bankCode: string;
  bankName: string;
  provCd: string;
  cityCd: string;
  /** The branch (line) number and name. */
  lbnkNo: string;
  lbnkNm: string;
}

export const emptyBankBranch: BankBranchValue = {
  bankCode: '',
  bankName: '',
  provCd: '',
  cityCd: '',
  lbnkNo: '',
  lbnkNm: '',
};

export interface BankBranchFieldsProps {
  /** Prefix of the controls' ids (e.g. 'cert-bank'). */
  idPrefix: string;
  value: BankBranchValue;
  onChange: (patch: Partial<BankBranchValue>) => void;
  errors?: Partial<Record<keyof BankBranchValue, string>>;
}

export function BankBranchFields({ idPrefix, value, onChange, errors = {} }: BankBranchFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-bank`} label="开户银行" error={errors.bankCode}>
        <input value={value.bankName} onChange={(e) => onChange({ bankName: e.target.value })} />
      </FormField>
      <FormField id={`${idPrefix}-branch`} label="开户支行" error={errors.lbnkNo}>
        <input value={value.lbnkNm} onChange={(e) => onChange({ lbnkNm: e.target.value })} />
      </FormField>
    </>
  );
}
