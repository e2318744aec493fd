// One labelled form field with its message beside it: the control gets the id, aria-invalid and
// aria-describedby from here, so a screen reader hears what is wrong where it is wrong. A free-text
// field also gets its contract limit: a counter, maxLength, and control characters taken out of what
// is typed or pasted (the rest is kept) with a word on what happened.
import type { ChangeEvent, ReactElement, ReactNode } from 'react';
import { cloneElement, useState } from 'react';
import { stripControlCharacters, type TextLimit } from '@merchant-h5/sdk';
import './FormField.css';

/** Shown beside a field whose paste carried control characters, until the next change. */
export const CONTROL_CHARACTERS_REMOVED = '已去掉粘贴内容中的不可见控制字符，其余内容已保留';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** A line under the control when there is no error (e.g. the service provider, a count). */
  hint?: ReactNode;
  /**
   * The field's rule from the contract (`endpoints.deviceApply.limits.address`): a `12/100` counter,
   * `maxLength`, and no control characters. The control must be controlled (`value` + `onChange`).
   */
  limit?: TextLimit | undefined;
  /** One control: <input>, <select>, <textarea>. */
  children: ReactElement<Record<string, unknown>>;
}

type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/**
 * @example
 * <FormField id="street" label="详细地址" error={errors.street} limit={endpoints.deviceApply.limits.address}>
 *   <input value={street} onChange={(e) => setStreet(e.target.value)} />
 * </FormField>
 */
/**
 * The one line under a field or a group: its error, else its hint, else nothing; `id` is what the
 * control's aria-describedby names.
 */
export function FieldMessage({ id, error, hint }: { id: string; error?: ReactNode; hint?: ReactNode }) {
  if (error)
    return (
      <p id={id} className="mh-field-error">
        {error}
      </p>
    );
  return hint ? (
    <p id={id} className="mh-field-hint">
      {hint}
    </p>
  ) : null;
}

export function FormField({ id, label, error, hint, limit, children }: FormFieldProps) {
  const [stripped, setStripped] = useState(false);
  const messageId = `${id}-message`;
  const countId = `${id}-count`;
  const message = error || (limit && stripped ? CONTROL_CHARACTERS_REMOVED : undefined);
  const described = [message || hint ? messageId : null, limit ? countId : null].filter(Boolean).join(' ');

  const onChange = children.props.onChange as ((e: TextChange) => void) | undefined;
  const bounded = limit && {
    maxLength: limit.maxLength,
    onChange: (e: TextChange) => {
      const clean = stripControlCharacters(e.target.value, limit.multiline);
      setStripped(clean !== e.target.value);
      // The form reads the event's value: it gets the text without them.
      if (clean !== e.target.value) e.target.value = clean;
      onChange?.(e);
    },
  };
  const value = children.props.value;
  const count = typeof value === 'string' ? value.length : 0;

  const line = <FieldMessage id={messageId} error={message} hint={hint} />;
  return (
    <div className="mh-field" data-invalid={error ? 'true' : undefined}>
      <label className="mh-field-label" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
        ...bounded,
      })}
      {limit ? (
        <div className="mh-field-foot">
          {line}
          <span
            id={countId}
            className="mh-field-count"
            data-over={count > limit.maxLength ? 'true' : undefined}
          >
            {count}/{limit.maxLength}
          </span>
        </div>
      ) : (
        line
      )}
    </div>
  );
}
