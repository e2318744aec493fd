// Host kind, app version (with the bridge gates), environment, scenario, source and screen size.
import { HOST_VERSION_GATES, gateAllows } from '../../server/hosts/version-gates';
import {
  ENVIRONMENTS,
  ENVIRONMENT_LABELS,
  HOST_KINDS,
  SCENARIOS,
  SCREEN_SIZES,
  SOURCES,
  VERSION_SHORTCUTS,
  hostLabel,
  type EnvironmentChoice,
  type HostKindName,
  type ScreenSizeId,
} from '../setup/options';
import type { HarnessSetup } from '../setup/url-state';

interface SetupPanelProps {
  setup: HarnessSetup;
  update: (patch: Partial<HarnessSetup>) => void;
}

export function SetupPanel({ setup, update }: SetupPanelProps) {
  const appHost = !['miniprogram', 'officialaccount', 'browser'].includes(setup.host);
  return (
    <section className="panel">
      <h2>宿主 Host</h2>
      <label>
        宿主类型 host
        <select value={setup.host} onChange={(e) => update({ host: e.target.value as HostKindName })}>
          {HOST_KINDS.map((k) => (
            <option key={k} value={k}>
              {k} — {hostLabel(k)}
            </option>
          ))}
        </select>
      </label>
      <label>
        App 版本 version
        <input
          type="number"
          min={1}
          value={setup.version}
          onChange={(e) => {
            const v = Number(e.target.value);
            if (Number.isInteger(v) && v > 0) update({ version: v });
          }}
        />
      </label>
      <div className="chips" role="group" aria-label="version shortcuts">
        {VERSION_SHORTCUTS.map((v) => (
          <button
            key={v}
            type="button"
            className={v === setup.version ? 'chip active' : 'chip'}
            onClick={() => update({ version: v })}
          >
            {v}
          </button>
        ))}
      </div>
      <ul className="gates" aria-label="version gates">
        {HOST_VERSION_GATES.map((gate) => {
          const ok = gateAllows(gate, setup.version);
          return (
            <li key={gate.functionName} className={ok ? 'pass' : 'fail'}>
              {ok ? '✓' : '✗'} <code>{gate.functionName}</code> {gate.label}
            </li>
          );
        })}
        {!appHost && <li className="note">此宿主没有原生桥 (no native bridge): gates do not apply.</li>}
      </ul>
      <label>
        环境 environment
        <select value={setup.env} onChange={(e) => update({ env: e.target.value as EnvironmentChoice })}>
          {ENVIRONMENTS.map((env) => (
            <option key={env} value={env}>
              {ENVIRONMENT_LABELS[env]}
            </option>
          ))}
        </select>
      </label>
      <label>
        场景 scenario
        <select value={setup.scenario} onChange={(e) => update({ scenario: e.target.value })}>
          {SCENARIOS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        来源 source
        <select value={setup.source} onChange={(e) => update({ source: e.target.value })}>
          {SOURCES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        屏幕 screen
        <select value={setup.size} onChange={(e) => update({ size: e.target.value as ScreenSizeId })}>
          {SCREEN_SIZES.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        会话 session
        <input
          value={setup.session}
          pattern="[A-Za-z0-9_.\-]{1,64}"
          onChange={(e) => {
            if (/^[A-Za-z0-9_.-]{1,64}$/.test(e.target.value)) update({ session: e.target.value });
          }}
        />
      </label>
    </section>
  );
}
