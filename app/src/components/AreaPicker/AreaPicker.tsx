// The one area picker: province, city and district as three native selects (light, and each host's
// own picker on a phone), each listing the areas under the one chosen before it; choosing a level
// clears the levels below. The value is codes; a change also gives the chosen names, for a form that
// stores names (a delivery address) or shows a label (formatArea).
import type { ReactNode } from 'react';
import type { AreaNames, AreaProvince } from '@merchant-h5/sdk';
import { FieldMessage } from '../FormField/FormField';
import { areaNamesOf } from '../../lib/area';
import type { AreaCodes } from '../../lib/area';
import '../FormField/FormField.css';
import '../QueryState/QueryState.css';
import './AreaPicker.css';

export interface AreaPickerProps {
  /** The province select's id; the others are `{id}-city` and `{id}-district`, the message `{id}-message`. */
  id: string;
  /** What the area is, as the legend: 注册地区, 所在地区. */
  label: string;
  /** The tree to choose from (`useAreaTree()` in lib/areaList); empty while it loads. */
  areas: readonly AreaProvince[];
  value: AreaCodes;
  onChange: (codes: AreaCodes, names: AreaNames) => void;
  error?: string | undefined;
  /** A line under the selects when there is no error (e.g. who installs there). */
  hint?: ReactNode;
  /** The list failed to load: 重新加载 in place of the message. */
  onReload?: (() => void) | undefined;
}

const LEVELS = [
  { key: 'provinceCode', label: '省份', suffix: '' },
  { key: 'cityCode', label: '城市', suffix: '-city' },
  { key: 'districtCode', label: '区县', suffix: '-district' },
] as const;

/**
 * @example
 * const areaList = useAreaTree();
 * <AreaPicker id="area" label="所在地区" {...areaList} value={codes} onChange={(c) => setCodes(c)} error={errors.area} />
 */
export function AreaPicker({ id, label, areas, value, onChange, error, hint, onReload }: AreaPickerProps) {
  const province = areas.find((p) => p.code === value.provinceCode);
  const city = province?.cities.find((c) => c.code === value.cityCode);
  const options = [areas, province?.cities ?? [], city?.districts ?? []];
  const messageId = `${id}-message`;
  // The error marks the levels still to choose; with all three chosen, the whole area is wrong.
  const allChosen = LEVELS.every(({ key }) => value[key]);

  const choose = (level: number, code: string) => {
    const [provinceCode, cityCode, districtCode] = LEVELS.map(({ key }, i) =>
      i < level ? value[key] : i === level ? code : '',
    ) as [string, string, string];
    const codes = { provinceCode, cityCode, districtCode };
    onChange(codes, areaNamesOf(areas, codes));
  };

  // One message at a time: a list that failed to load first (nothing can be chosen before it loads).
  const message = (
    <FieldMessage
      id={messageId}
      error={
        onReload ? (
          <>
            地区加载失败
            <button
              type="button"
              className="mh-button mh-button--link mh-area-picker-reload"
              onClick={onReload}
            >
              重新加载
            </button>
          </>
        ) : (
          error
        )
      }
      hint={hint}
    />
  );

  return (
    <fieldset className="mh-field mh-area-picker">
      <legend className="mh-field-label">{label}</legend>
      <div className="mh-area-picker-selects">
        {LEVELS.map(({ key, label: levelLabel, suffix }, level) => (
          <div key={key}>
            <label className="mh-visually-hidden" htmlFor={`${id}${suffix}`}>
              {levelLabel}
            </label>
            <select
              id={`${id}${suffix}`}
              value={value[key]}
              disabled={options[level]!.length === 0}
              aria-invalid={error && (allChosen || !value[key]) ? true : undefined}
              aria-describedby={onReload || error || hint ? messageId : undefined}
              onChange={(e) => choose(level, e.target.value)}
            >
              <option value="">{levelLabel}</option>
              {options[level]!.map((a) => (
                <option key={a.code} value={a.code}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {message}
    </fieldset>
  );
}
