// Host kind, app version (with the bridge gates), environment, scenario, source and screen size.
import { HOST_VERSION_GATES, gateAllows } from '../../shared/version-gates';
import {
  ENVIRONMENTS,
  ENVIRONMENT_LABELS,
  HOST_KINDS,
  HOST_PROFILES,
  SCREEN_SIZES,
  SOURCES,
  VERSION_SHORTCUTS,
  engineLabel,
  hostChoiceLabel,
} from '../setup/options';
import type { HarnessSetup } from '../setup/url-state';
import { useScenarios } from '../setup/useScenarios';
import { LabeledSelect } from './LabeledSelect';

interface SetupPanelProps {
  setup: HarnessSetup;
  update: (patch: Partial<HarnessSetup>) => void;
}

export function SetupPanel({ setup, update }: SetupPanelProps) {
  const appHost = HOST_PROFILES[setup.host].bridge !== 'none';
  const { scenarios, error } = useScenarios(setup.session);
  const listed = scenarios.map((sc) => ({ value: sc.name, label: `${sc.name} — ${sc.title}` }));
  // The current one stays choosable while the list loads (or if the API cannot be reached).
  const scenarioOptions = listed.some((o) => o.value === setup.scenario)
    ? listed
    : [{ value: setup.scenario, label: setup.scenario }, ...listed];

  return (
    <section className="panel">
      <h2>宿主 Host</h2>
      <LabeledSelect
        label="宿主类型 host"
        value={setup.host}
        options={HOST_KINDS.map((k) => ({ value: k, label: hostChoiceLabel(k) }))}
        onChange={(host) => update({ host })}
      />
      <p className="note">
        引擎 engine: {engineLabel(setup.host)} — 它没有的 API 在页面运行前已被拿掉 (the APIs it lacks are
        taken away before the page runs)
      </p>
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
      <LabeledSelect
        label="环境 environment"
        value={setup.env}
        options={ENVIRONMENTS.map((env) => ({ value: env, label: ENVIRONMENT_LABELS[env] }))}
        onChange={(env) => update({ env })}
      />
      <LabeledSelect
        label="场景 scenario"
        value={setup.scenario}
        options={scenarioOptions}
        onChange={(scenario) => update({ scenario })}
      />
      {error && <p className="result fail">场景列表不可用 (scenarios unavailable): {error}</p>}
      <LabeledSelect
        label="来源 source"
        value={setup.source}
        options={SOURCES.map((so) => ({ value: so.code, label: so.label }))}
        onChange={(source) => update({ source })}
      />
      <LabeledSelect
        label="屏幕 screen"
        value={setup.size}
        options={SCREEN_SIZES.map((sz) => ({ value: sz.id, label: sz.label }))}
        onChange={(size) => update({ size })}
      />
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
