// The terminal types one can apply for, each with its deposit and yearly service fee.
import type { DeviceType } from '@merchant-h5/sdk';
import { Money } from '../../../components/Money';
import '../../../components/FormField/FormField.css';

export interface DeviceTypeChoiceProps {
  types: readonly DeviceType[];
  value: string;
  onChange: (deviceType: string) => void;
  error?: string;
}

export function DeviceTypeChoice({ types, value, onChange, error }: DeviceTypeChoiceProps) {
  return (
    <fieldset
      className="mh-field mh-choice-list"
      data-invalid={error ? 'true' : undefined}
      aria-describedby={error ? 'deviceType-message' : undefined}
    >
      <legend className="mh-field-label">机具类型</legend>
      {types.map((t) => (
        <label key={t.deviceType} className="mh-choice">
          <input
            type="radio"
            name="deviceType"
            value={t.deviceType}
            checked={value === t.deviceType}
            onChange={() => onChange(t.deviceType)}
          />
          <span>{t.deviceTypeName}</span>
          <span className="mh-choice-fee">
            押金 <Money amount={t.deposit} /> · 服务费 <Money amount={t.serviceFee} />
          </span>
        </label>
      ))}
      {error ? (
        <p id="deviceType-message" className="mh-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
