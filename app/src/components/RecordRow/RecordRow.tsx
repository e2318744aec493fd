// The two-line row of every records-like list: what + how much, then when + status.
import type { ReactNode } from 'react';
import '../tone.css';
import './RecordRow.css';

export interface RecordRowProps {
  title: ReactNode;
  amount: ReactNode;
  time: ReactNode;
  status?: ReactNode;
  tone?: 'success' | 'danger' | 'warning';
  /** 'failed': the amount is muted and struck (no money moved); 'refunded': it went back out. */
  outcome?: 'done' | 'failed' | 'refunded';
}

export function RecordRow({ title, amount, time, status, tone, outcome = 'done' }: RecordRowProps) {
  return (
    <div className="mh-record-row">
      <div className="mh-record-line">
        <span className="mh-record-title">{title}</span>
        <span className="mh-record-amount" data-outcome={outcome}>
          {amount}
        </span>
      </div>
      <div className="mh-record-line mh-record-sub">
        <span>{time}</span>
        {status ? <span data-tone={tone}>{status}</span> : null}
      </div>
    </div>
  );
}

/** Row height of {@link RecordRow} in design pixels (750-px layout). */
export const RECORD_ROW_HEIGHT = 132;
