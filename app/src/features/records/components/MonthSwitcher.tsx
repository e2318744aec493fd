// Month of the bill: previous / next, or pick one from the month picker.
import { Suspense, lazy, useState } from 'react';
import { showYm, toYm } from '../lib/dates';
import './bills.css';

const MonthPickerSheet = lazy(() => import('./MonthPickerSheet'));

export interface MonthSwitcherProps {
  /** 'YYYYMM' */
  value: string;
  onChange: (monthDate: string) => void;
  /** How many months back the picker offers. */
  monthsBack?: number;
}

function shift(monthDate: string, delta: number): string {
  return toYm(new Date(Number(monthDate.slice(0, 4)), Number(monthDate.slice(4, 6)) - 1 + delta, 1));
}

export function MonthSwitcher({ value, onChange, monthsBack = 24 }: MonthSwitcherProps) {
  const [picker, setPicker] = useState<'never' | 'open' | 'closed'>('never');
  const now = new Date();
  const current = toYm(now);
  const earliest = shift(current, -monthsBack);
  return (
    <div className="mh-month-switcher" role="group" aria-label="账单月份">
      <button
        type="button"
        className="mh-step"
        aria-label="上一月"
        disabled={value <= earliest}
        onClick={() => onChange(shift(value, -1))}
      >
        ‹
      </button>
      <button
        type="button"
        className="mh-month-current"
        aria-label={`选择月份，当前 ${showYm(value)}`}
        onClick={() => setPicker('open')}
      >
        {showYm(value)}
      </button>
      <button
        type="button"
        className="mh-step"
        aria-label="下一月"
        disabled={value >= current}
        onClick={() => onChange(shift(value, 1))}
      >
        ›
      </button>
      {picker !== 'never' ? (
        <Suspense fallback={null}>
          <MonthPickerSheet
            open={picker === 'open'}
            value={value}
            min={new Date(now.getFullYear(), now.getMonth() - monthsBack, 1)}
            max={now}
            onClose={() => setPicker('closed')}
            onChange={onChange}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
