// A form's one submit button: full width, primary, and busy (disabled, 提交中… or the form's own busy
// text) while its submit is in flight, so a second tap sends nothing.
import type { ReactNode } from 'react';
import './FormField.css';

export interface SubmitButtonProps {
  /** The submit is in flight (useSubmitOnce's `submitting`). */
  submitting: boolean;
  /** What the button says while in flight, when 提交中… is not the word (发送中…, 验证中…). */
  busyLabel?: string;
  /** The button's text, exactly as SPEC gives it. */
  children: ReactNode;
}

/**
 * @example
 * const { submit, submitting } = useSubmitOnce('bind');
 * <SubmitButton submitting={submitting} busyLabel="发送中…">获取验证码</SubmitButton>
 */
export function SubmitButton({ submitting, busyLabel = '提交中…', children }: SubmitButtonProps) {
  return (
    <button type="submit" className="mh-button mh-button--primary mh-button--block" disabled={submitting}>
      {submitting ? busyLabel : children}
    </button>
  );
}
