// The merchant category (MCC), searchable. STUB with the final props (issue 13): the
// business-certification helper replaces the body (merchantAccessGetBusinessType, search).
import { FormField } from '../../../../components/FormField/FormField';

export interface MccValue {
  mccCd: string;
  mccValue: string;
}

export interface MccPickerProps {
  id: string;
  value: MccValue;
  onChange: (value: MccValue) => void;
  error?: string | undefined;
}

export function MccPicker({ id, value, error }: MccPickerProps) {
  return (
    <FormField id={id} label="经营类目" error={error}>
      <input readOnly value={value.mccValue} placeholder="请选择经营类目" />
    </FormField>
  );
}
