// A form's one submit button: full width, primary, and busy (disabled, 提交中…) while its submit is in
// flight, so a second tap sends nothing.
import type { ReactNode } from 'react';
import './FormField.css';

/** @example <SubmitButton submitting={submitting}>提交认证</SubmitButton> */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="mh-button mh-button--primary mh-button--block" disabled={submitting}>
      {submitting ? '提交中…' : children}
    </button>
  );
}
