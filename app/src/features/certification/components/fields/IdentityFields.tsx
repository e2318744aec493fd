// The legal person's name, ID number and its validity. STUB with the final props (issue 13): the
// business-certification helper replaces the body (checksum and birth date, 长期, the host's ID OCR).
import { FormField } from '../../../../components/FormField/FormField';

export interface IdentityValue {
  name: string;
  idNo: string;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'YYYY-MM-DD', '' when longTerm */
  endDate: string;
  longTerm: boolean;
}

export const emptyIdentity: IdentityValue = {
  name: '',
  idNo: '',
  startDate: '',
  endDate: '',
  longTerm: false,
};

export type IdentityErrors = Partial<Record<keyof IdentityValue, string>>;

export interface IdentityFieldsProps {
  idPrefix: string;
  value: IdentityValue;
  onChange: (patch: Partial<IdentityValue>) => void;
  errors?: IdentityErrors;
}

export function IdentityFields({ idPrefix, value, onChange, errors = {} }: IdentityFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-name`} label="法人姓名" error={errors.name}>
        <input value={value.name} onChange={(e) => onChange({ name: e.target.value })} />
      </FormField>
      <FormField id={`${idPrefix}-idNo`} label="身份证号" error={errors.idNo}>
        <input autoComplete="off" value={value.idNo} onChange={(e) => onChange({ idNo: e.target.value })} />
      </FormField>
    </>
  );
}
