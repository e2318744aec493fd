// How many pieces: − [count] +, typed or stepped, within 1 and the most the stock and balance allow;
// the message sits beside the field.
import { FormField } from '../../../components/FormField/FormField';
import { MAX_COUNT } from '../lib/exchangeCount';
import './mall.css';

export interface CountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The most the merchant can take now. */
  max: number;
  error?: string;
}

export function CountField({ value, onChange, max, error }: CountFieldProps) {
  const count = Number(value) || 0;
  const step = (by: number) => onChange(String(Math.min(Math.max(count + by, 1), MAX_COUNT)));
  return (
    <div className="mh-count-field">
      <FormField id="exchange-count" label="兑换数量" error={error} hint={`最多可兑换 ${max} 件`}>
        <input
          type="text"
          inputMode="numeric"
          maxLength={2}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
      </FormField>
      <div className="mh-count" role="group" aria-label="调整兑换数量">
        <button type="button" aria-label="减少一件" disabled={count <= 1} onClick={() => step(-1)}>
          −
        </button>
        <button type="button" aria-label="增加一件" disabled={count >= max} onClick={() => step(1)}>
          +
        </button>
      </div>
    </div>
  );
}
