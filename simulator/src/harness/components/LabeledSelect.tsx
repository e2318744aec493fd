// A caption and a <select> over a list of choices, as every harness panel lays them out.
interface LabeledSelectProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}

/** @example <LabeledSelect label="场景 scenario" value={id} options={[{ value: 'a', label: 'A' }]} onChange={setId} /> */
export function LabeledSelect<T extends string>({ label, value, options, onChange }: LabeledSelectProps<T>) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
