// Province, city and district from the area service (bqCertificationQueryArea): three selects, each
// listing the areas under the one chosen before it; changing a level clears the levels below.
import { FormField } from '../../../../components/FormField/FormField';
import { formatArea } from '../../../../lib/area';
import { useCertificationAreasQuery } from '../../api/businessLookups';
import './fields.css';

export interface AreaValue {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  /** '上海市 徐汇区' (formatArea) */
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

type Level = 'provinceCode' | 'cityCode' | 'districtCode';
const LEVELS: Array<{ key: Level; label: string }> = [
  { key: 'provinceCode', label: '省份' },
  { key: 'cityCode', label: '城市' },
  { key: 'districtCode', label: '区县' },
];

/**
 * @example
 * <AreaCascade id="regist-area" label="注册地区" value={area} onChange={setArea} error={errors.area} />
 */
export function AreaCascade({ id, label, value, onChange, error }: AreaCascadeProps) {
  const provinces = useCertificationAreasQuery('');
  const cities = useCertificationAreasQuery(value.provinceCode, { skip: !value.provinceCode });
  const districts = useCertificationAreasQuery(value.cityCode, { skip: !value.cityCode });
  const lists = [provinces, cities, districts].map((q) => q.data?.list ?? []);
  const failed = [provinces, cities, districts].find((q) => q.isError);

  const choose = (level: number, code: string) => {
    const codes = LEVELS.map(({ key }, i) => (i < level ? value[key] : i === level ? code : ''));
    const [province, city, district] = codes.map((c, i) => lists[i]!.find((a) => a.code === c)?.name);
    onChange({
      provinceCode: codes[0]!,
      cityCode: codes[1]!,
      districtCode: codes[2]!,
      label: formatArea({ province, city, district }),
    });
  };

  return (
    <fieldset className="mh-cert-group" aria-describedby={error ? `${id}-message` : undefined}>
      <legend>{label}</legend>
      <div className="mh-cert-area" data-invalid={error ? 'true' : undefined}>
        {LEVELS.map(({ key, label: levelLabel }, level) => (
          <FormField key={key} id={level === 0 ? id : `${id}-${key}`} label={levelLabel}>
            <select
              value={value[key]}
              disabled={level > 0 && !value[LEVELS[level - 1]!.key]}
              onChange={(e) => choose(level, e.target.value)}
            >
              <option value="">请选择</option>
              {lists[level]!.map((a) => (
                <option key={a.code} value={a.code}>
                  {a.name}
                </option>
              ))}
            </select>
          </FormField>
        ))}
      </div>
      {error ? (
        <p id={`${id}-message`} className="mh-field-error">
          {error}
        </p>
      ) : failed ? (
        <p className="mh-field-error">
          地区加载失败{' '}
          <button type="button" className="mh-button" onClick={() => void failed.refetch()}>
            重新加载
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}
