// ‹ 2026年11月 ›: a month back or on, up to this month; the month itself opens a picker.
import { Suspense, lazy, useState } from 'react';
import { fromYm, shiftYm, showYm, toYm } from '../../lib/dates';
import { Stepper } from './Stepper';

const MonthPickerSheet = lazy(() => import('./MonthPickerSheet'));

export interface MonthStepperProps {
  /** 'YYYYMM' */
  value: string;
  onChange: (monthDate: string) => void;
  /** How many months back the merchant may go (default 24). */
  monthsBack?: number;
  /** The earliest month offered, 'YYYYMM' (e.g. the first month with data); wins over monthsBack. */
  earliest?: string;
  /** The accessible name, e.g. '账单月份'. */
  label?: string;
}

/**
 * @example
 * <MonthStepper label="账单月份" value={monthDate} onChange={(m) => update({ monthDate: m })} />
 */
export function MonthStepper({
  value,
  onChange,
  monthsBack = 24,
  earliest: first,
  label = '月份',
}: MonthStepperProps) {
  // Mounted on first open, then kept so it can animate closed.
  const [picker, setPicker] = useState<'never' | 'open' | 'closed'>('never');
  const now = new Date();
  const current = toYm(now);
  const earliest = first && /^\d{6}$/.test(first) ? first : shiftYm(current, -monthsBack);
  return (
    <Stepper
      label={label}
      unit="月"
      canGoBack={value > earliest}
      canGoOn={value < current}
      onStep={(delta) => onChange(shiftYm(value, delta))}
    >
      <button
        type="button"
        className="mh-stepper-current"
        aria-label={`选择月份，当前 ${showYm(value)}`}
        onClick={() => setPicker('open')}
      >
        {showYm(value)}
      </button>
      {picker !== 'never' ? (
        <Suspense fallback={null}>
          <MonthPickerSheet
            open={picker === 'open'}
            value={value}
            min={fromYm(earliest)}
            max={now}
            onClose={() => setPicker('closed')}
            onChange={onChange}
          />
        </Suspense>
      ) : null}
    </Stepper>
  );
}
