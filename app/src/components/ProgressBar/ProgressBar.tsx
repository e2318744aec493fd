// How far along a known whole is: a bar with role="progressbar" and its numbers for screen readers,
// and an optional text under it that says the same in the product's words (已抵扣 ¥1.20 / ¥2.00).
import type { ReactNode } from 'react';
import './ProgressBar.css';

export interface ProgressBarProps {
  /** How much is done, in the unit of `max`; clamped to 0..max. */
  value: number;
  /** The whole; 0 or less shows an empty bar. */
  max: number;
  /** The bar's name for screen readers (抵扣进度). */
  label: string;
  /** Read out instead of the bare numbers, and shown under the bar: 已抵扣 ¥1.20 / ¥2.00. */
  text?: ReactNode;
  /** 'done' colours the bar as finished. */
  tone?: 'progress' | 'done';
}

/**
 * @example
 * <ProgressBar label="抵扣进度" value={1.2} max={2} text="已抵扣 ¥1.20 / ¥2.00" />
 */
export function ProgressBar({ value, max, label, text, tone = 'progress' }: ProgressBarProps) {
  const whole = max > 0 ? max : 0;
  const done = Math.min(Math.max(value, 0), whole);
  const percent = whole > 0 ? (done / whole) * 100 : 0;
  return (
    <div className="mh-progress" data-tone={tone}>
      <div
        className="mh-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={whole}
        aria-valuenow={done}
        aria-valuetext={typeof text === 'string' ? text : undefined}
      >
        <div className="mh-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      {text ? <div className="mh-progress-text">{text}</div> : null}
    </div>
  );
}
