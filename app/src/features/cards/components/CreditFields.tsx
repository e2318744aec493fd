// What a bank checks of a credit card: the 3-digit security code (CVN2) on the back and the expiry.
// Controlled by the step-2 form's own state: never the store.
import { FormField } from '../../../components/FormField/FormField';
import type { HolderErrors } from '../lib/holderForm';

export interface CreditFieldsProps {
  values: { cvn2: string; expiry: string };
  errors: HolderErrors;
  onChange: (patch: Partial<{ cvn2: string; expiry: string }>) => void;
}

/** '0829' → '08/29' while typed. */
const asExpiry = (typed: string) => {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

export function CreditFields({ values, errors, onChange }: CreditFieldsProps) {
  return (
    <>
      <FormField id="bind-expiry" label="有效期（月/年）" error={errors.expiry} hint="卡片正面的 MM/YY">
        <input
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="如 08/29"
          maxLength={5}
          value={values.expiry}
          onChange={(e) => onChange({ expiry: asExpiry(e.target.value) })}
        />
      </FormField>
      <FormField
        id="bind-cvn2"
        label="安全码（CVN2）"
        error={errors.cvn2}
        hint="卡背面签名栏后 3 位，仅用于本次验证"
      >
        <input
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="3 位数字"
          maxLength={3}
          value={values.cvn2}
          onChange={(e) => onChange({ cvn2: e.target.value.replace(/\D/g, '').slice(0, 3) })}
        />
      </FormField>
    </>
  );
}
