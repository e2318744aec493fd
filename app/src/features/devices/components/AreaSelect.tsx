// Province, city and district from the area list, as three native selects (light, and every host's
// own picker on a phone). Choosing a province clears the city and district below it.
import type { AreaProvince } from '@merchant-h5/sdk';
import type { ContactValues } from '../lib/applyForm';
import '../../../components/FormField/FormField.css';

type AreaValues = Pick<ContactValues, 'provinceCode' | 'cityCode' | 'districtCode'>;

export interface AreaSelectProps {
  areas: readonly AreaProvince[];
  value: AreaValues;
  onChange: (next: AreaValues) => void;
  error?: string;
  /** Under the selects when there is no error: who installs there. */
  hint?: string;
}

export function AreaSelect({ areas, value, onChange, error, hint }: AreaSelectProps) {
  const province = areas.find((p) => p.code === value.provinceCode);
  const city = province?.cities.find((c) => c.code === value.cityCode);
  const describedBy = error || hint ? 'area-message' : undefined;
  const select = (
    label: string,
    current: string,
    options: ReadonlyArray<{ code: string; name: string }>,
    next: (code: string) => AreaValues,
  ) => (
    <label className="mh-area-select">
      <span className="mh-visually-hidden">{label}</span>
      <select
        value={current}
        aria-invalid={error && !current ? true : undefined}
        aria-describedby={describedBy}
        disabled={options.length === 0}
        onChange={(e) => onChange(next(e.target.value))}
      >
        <option value="">{label}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset className="mh-field mh-area" data-invalid={error ? 'true' : undefined}>
      <legend className="mh-field-label">所在地区</legend>
      <div className="mh-area-selects">
        {select('省份', value.provinceCode, areas, (code) => ({
          provinceCode: code,
          cityCode: '',
          districtCode: '',
        }))}
        {select('城市', value.cityCode, province?.cities ?? [], (code) => ({
          ...value,
          cityCode: code,
          districtCode: '',
        }))}
        {select('区县', value.districtCode, city?.districts ?? [], (code) => ({
          ...value,
          districtCode: code,
        }))}
      </div>
      {error ? (
        <p id="area-message" className="mh-field-error">
          {error}
        </p>
      ) : hint ? (
        <p id="area-message" className="mh-field-hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
