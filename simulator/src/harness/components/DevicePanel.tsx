// Device-info overrides for getBaseRequestParams (docs/product.md §3 field names); empty = the host's
// default. Also the bridge calls the host lacks (e.g. an app without ID card OCR: scanIdCard).
import { useState } from 'react';
import { DEVICE_FIELDS, HOST_PROFILES, type HostKindName } from '../setup/options';
import { callNames } from '../setup/url-state';

interface DevicePanelProps {
  host: HostKindName;
  device: Record<string, string>;
  withoutCalls: string[];
  onChange: (device: Record<string, string>, withoutCalls: string[]) => void;
}

export function DevicePanel({ host, device, withoutCalls, onChange }: DevicePanelProps) {
  const [draft, setDraft] = useState(device);
  const [without, setWithout] = useState(withoutCalls.join(', '));
  const defaults = HOST_PROFILES[host].device;
  return (
    <details className="panel">
      <summary>
        <h2>设备信息 Device info</h2>
      </summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onChange(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== '')), callNames(without));
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
        <label className="compact">
          <span>缺少的原生调用 Calls the host lacks</span>
          <input
            value={without}
            placeholder="scanIdCard, scanBankCard"
            onChange={(e) => setWithout(e.target.value)}
          />
        </label>
        <div className="row">
          <button type="submit">应用 Apply</button>
          <button
            type="button"
            onClick={() => {
              setDraft({});
              setWithout('');
              onChange({}, []);
            }}
          >
            清除 Clear
          </button>
        </div>
      </form>
    </details>
  );
}
