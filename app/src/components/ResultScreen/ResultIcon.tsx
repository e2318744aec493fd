import type { ResultStatus } from './ResultScreen';

const MARKS: Record<ResultStatus, string> = {
  success: 'M20 33l8 8 16-17',
  error: 'M23 23l18 18M41 23L23 41',
  warning: 'M32 18v17M32 44v1',
  info: 'M32 29v16M32 20v1',
  waiting: 'M32 20v13l8 6',
};

/** A ringed mark per outcome (inline SVG: no icon font, no antd-mobile Result on the first load). */
export function ResultIcon({ status }: { status: ResultStatus }) {
  return (
    <svg
      className="mh-result-icon"
      data-status={status}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="28" />
      <path d={MARKS[status]} />
    </svg>
  );
}
