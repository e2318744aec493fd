// Province, city and district from the area service. STUB with the final props (issue 13): the
// business-certification helper replaces the body (bqCertificationQueryArea, a cascade picker).
import { FormField } from '../../../../components/FormField/FormField';

export interface AreaValue {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  /** '上海市 上海市 徐汇区' */
  label: string;
}

export const emptyArea: AreaValue = { provinceCode: '', cityCode: '', districtCode: '', label: '' };

export interface AreaCascadeProps {
  id: string;
  label: string;
  value: AreaValue;
  onChange: (value: AreaValue) => void;
  error?: string | undefined;
}

export function AreaCascade({ id, label, value, error }: AreaCascadeProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <input readOnly value={value.label} placeholder="请选择省市区" />
    </FormField>
  );
}
