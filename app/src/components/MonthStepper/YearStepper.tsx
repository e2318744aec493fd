// ‹ 2026年 ›: a year back, or on up to this year.
import { Stepper } from './Stepper';

export interface YearStepperProps {
  /** e.g. 2026 */
  value: number;
  onChange: (year: number) => void;
  /** The accessible name, e.g. '账单年份'. */
  label?: string;
}

/**
 * @example
 * <YearStepper label="账单年份" value={year} onChange={setYear} />
 */
export function YearStepper({ value, onChange, label = '年份' }: YearStepperProps) {
  return (
    <Stepper
      label={label}
      unit="年"
      canGoBack
      canGoOn={value < new Date().getFullYear()}
      onStep={(delta) => onChange(value + delta)}
    >
      <span className="mh-stepper-current">{value}年</span>
    </Stepper>
  );
}
