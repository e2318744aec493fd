// One labelled form field with its message beside it: the control gets the id, aria-invalid and
// aria-describedby from here, so a screen reader hears what is wrong where it is wrong.
import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';
import './FormField.css';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** A line under the control when there is no error (e.g. the service provider, a count). */
  hint?: ReactNode;
  /** One control: <input>, <select>, <textarea>. */
  children: ReactElement<Record<string, unknown>>;
}

export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="mh-field" data-invalid={error ? 'true' : undefined}>
      <label className="mh-field-label" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} className="mh-field-error">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mh-field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
