// What the server already has, shown masked in place of the fields that would ask for it again, with
// the way to type another instead (issue 33): the legal person of a channel certification, the
// contact of a card-machine form. Masked values cannot be edited, so the choice is all or nothing.
import type { ReactNode } from 'react';
import { FieldMessage } from './FormField';
import './FormField.css';

export interface OnFileProps {
  /** Names the region, e.g. 认证使用的法定代表人. */
  label: string;
  /** One line each, e.g. 联系人：*伟. */
  lines: readonly ReactNode[];
  /** A refusal of what is on file (shown here, where it applies). */
  error?: string | undefined;
  /** e.g. 填写其他联系人. */
  otherLabel: string;
  onOther: () => void;
}

export function OnFile({ label, lines, error, otherLabel, onOther }: OnFileProps) {
  return (
    <section className="mh-on-file" aria-label={label}>
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      <FieldMessage id={`${label}-message`} error={error} />
      <button type="button" className="mh-button mh-button--link" onClick={onOther}>
        {otherLabel}
      </button>
    </section>
  );
}
