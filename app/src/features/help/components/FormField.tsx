// A labelled control with its message beside it: the message is linked to the control
// (aria-describedby) and the control marked invalid, so a screen reader reads both together.
import { cloneElement, type ReactElement } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}

export function FormField({ id, label, error, hint, children }: FieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="mh-help-field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} className="mh-help-field-error">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mh-help-field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
