// A row of toggle chips (one pressed): the records' date ranges and trade types, the points bill's
// kinds, the mall's categories and order states. Plain buttons with aria-pressed, so they work from
// the keyboard and cost no component library on first load.
import type { ReactNode } from 'react';
import './ChipGroup.css';

export interface Chip {
  /** '' is a value like any other (e.g. 全部). */
  value: string;
  label: string;
  /** Shown after the label, inside the chip (a count with its own words for screen readers). */
  badge?: ReactNode;
}

export interface ChipGroupProps {
  label: string;
  chips: readonly Chip[];
  /** The pressed chip's value (none pressed when no chip has it). */
  value: string | null;
  onChange: (value: string) => void;
  /** 'wrap' (default): lines as needed; 'scroll': one scrolling line; 'fill': few chips sharing the width. */
  layout?: 'wrap' | 'scroll' | 'fill';
}

export function ChipGroup({ label, chips, value, onChange, layout = 'wrap' }: ChipGroupProps) {
  return (
    <div className={`mh-chips mh-chips--${layout}`} role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.value || '(all)'}
          type="button"
          className="mh-chip"
          aria-pressed={chip.value === value}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
          {chip.badge}
        </button>
      ))}
    </div>
  );
}
