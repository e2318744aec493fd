// Device-info overrides for getBaseRequestParams (docs/product.md §3 field names); empty = the host's
// default.
import { useState } from 'react';
import { DEVICE_FIELDS, HOST_PROFILES, type HostKindName } from '../setup/options';

interface DevicePanelProps {
  host: HostKindName;
  device: Record<string, string>;
  onChange: (device: Record<string, string>) => void;
}

export function DevicePanel({ host, device, onChange }: DevicePanelProps) {
  const [draft, setDraft] = useState(device);
  const defaults = HOST_PROFILES[host].device;
  return (
    <details className="panel">
      <summary>
        <h2>设备信息 Device info</h2>
      </summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onChange(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== '')));
        }}
      >
        {DEVICE_FIELDS.map((field) => (
          <label key={field} className="compact">
            <code>{field}</code>
            <input
              value={draft[field] ?? ''}
              placeholder={field === 'TOKEN_ID' ? 'sim-token:<session>:<scenario>' : (defaults[field] ?? '')}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
            />
          </label>
        ))}
        <div className="row">
          <button type="submit">应用 Apply</button>
          <button
            type="button"
            onClick={() => {
              setDraft({});
              onChange({});
            }}
          >
            清除 Clear
          </button>
        </div>
      </form>
    </details>
  );
}
