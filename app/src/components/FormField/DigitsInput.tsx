// A field that holds digits only (a mobile number, an SMS code, a card number): the numeric keypad,
// and whatever else is typed or pasted taken out before the form sees it, cut at the field's length.
import type { InputHTMLAttributes } from 'react';

export interface DigitsInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'inputMode' | 'maxLength'
> {
  /** What the field shows: the digits, or the digits as the field writes them (grouped, masked). */
  value: string;
  /** How many digits the field holds. */
  digits: number;
  /** The digits typed or pasted, nothing else, at most `digits` of them. */
  onChange: (digits: string) => void;
  /** The box's own limit when it shows more than the digits (spaces between groups); `digits` otherwise. */
  maxLength?: number;
}

/**
 * FormField's control like any <input> (it takes the id and aria attributes from there); not for a
 * FormField with a `limit`, whose onChange hands over the event, not the digits.
 * @example
 * <FormField id="sms-code" label="短信验证码" error={error}>
 *   <DigitsInput digits={6} autoComplete="one-time-code" value={code} onChange={setCode} />
 * </FormField>
 */
export function DigitsInput({ digits, maxLength = digits, onChange, ...input }: DigitsInputProps) {
  return (
    <input
      inputMode="numeric"
      maxLength={maxLength}
      {...input}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, digits))}
    />
  );
}
