// The frame MonthStepper and YearStepper share: ‹ current ›, the arrows named for screen readers.
import type { ReactNode } from 'react';
import './MonthStepper.css';

export interface StepperProps {
  /** The group's accessible name, e.g. '账单月份'. */
  label: string;
  /** '月' or '年': the arrows read '上一月' / '下一月'. */
  unit: string;
  canGoBack: boolean;
  canGoOn: boolean;
  onStep: (delta: -1 | 1) => void;
  /** The current period (element with class `mh-stepper-current`). */
  children: ReactNode;
}

export function Stepper({ label, unit, canGoBack, canGoOn, onStep, children }: StepperProps) {
  return (
    <div className="mh-stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="mh-stepper-step"
        aria-label={`上一${unit}`}
        disabled={!canGoBack}
        onClick={() => onStep(-1)}
      >
        ‹
      </button>
      {children}
      <button
        type="button"
        className="mh-stepper-step"
        aria-label={`下一${unit}`}
        disabled={!canGoOn}
        onClick={() => onStep(1)}
      >
        ›
      </button>
    </div>
  );
}
