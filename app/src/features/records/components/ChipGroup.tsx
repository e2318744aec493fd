// A row of toggle chips (one pressed): the quick date ranges and the trade types. Plain buttons with
// aria-pressed, so they work from the keyboard and cost no component library on first load.
import './filters.css';

export interface Chip {
  value: string;
  label: string;
}

export interface ChipGroupProps {
  label: string;
  chips: readonly Chip[];
  /** The pressed chip's value (none pressed when no chip has it). */
  value: string | null;
  onChange: (value: string) => void;
  /** One scrolling line (many chips) instead of wrapping. */
  scroll?: boolean;
}

export function ChipGroup({ label, chips, value, onChange, scroll }: ChipGroupProps) {
  return (
    <div className={scroll ? 'mh-chips mh-chips--scroll' : 'mh-chips'} role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          className="mh-chip"
          aria-pressed={chip.value === value}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
