// A bank card number field. STUB with the final props (issue 13): the bank-card helper replaces the
// body (Luhn message, masked display except while editing, the host's scanBankCard OCR).
import { FormField } from '../FormField/FormField';

/** What the host's bank-card OCR read besides the number. */
export interface RecognisedCard {
  cardNumber: string;
  bankName: string;
  bankCode: string;
  cardType: string;
}

export interface BankCardInputProps {
  id: string;
  /** '银行卡号' unless given. */
  label?: string;
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
  error?: string | undefined;
  /** Called after the host's OCR filled the number in (the field stays editable). */
  onRecognised?: (card: RecognisedCard) => void;
}

export function BankCardInput({ id, label = '银行卡号', value, onChange, error }: BankCardInputProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <input
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
    </FormField>
  );
}
