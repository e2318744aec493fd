// "Host check": works without the app. A gateway round trip from this page and the bridge checks
// in a probe page per host, each shown as pass/fail. Uses the session `<session>-check` for the
// probe so native-initiated calls never reach the H5 in the phone frame.
import { useState } from 'react';
import { HOST_KINDS, type HostKindName } from '../setup/options';
import type { HarnessSetup } from '../setup/url-state';
import { runBridgeChecks } from '../host-check/bridge-checks';
import { runGatewayCheck } from '../host-check/gateway-check';
import type { CheckResult } from '../host-check/types';
import { JsonView } from './JsonView';

export function HostCheckPanel({ setup }: { setup: HarnessSetup }) {
  const [results, setResults] = useState<CheckResult[]>([]);
  const [running, setRunning] = useState(false);

  async function run(hosts: readonly HostKindName[]) {
    setRunning(true);
    setResults([]);
    const add = (more: CheckResult[]) => setResults((old) => [...old, ...more]);
    try {
      for (const cipherMode of ['plain', 'encrypted'] as const) {
        add([
          await runGatewayCheck({
            session: setup.session,
            scenario: setup.scenario,
            version: setup.version,
            cipherMode,
          }),
        ]);
      }
      const session = `${setup.session}-check`.slice(0, 64);
      for (const host of hosts) {
        const checks = await runBridgeChecks({
          host,
          version: setup.version,
          session,
          scenario: setup.scenario,
        });
        add(checks.map((c) => ({ ...c, name: `[${host}] ${c.name}` })));
      }
    } finally {
      setRunning(false);
    }
  }

  const passed = results.filter((r) => r.ok).length;
  return (
    <details className="panel" open>
      <summary>
        <h2>宿主自检 Host check</h2>
      </summary>
      <div className="row">
        <button type="button" disabled={running} onClick={() => void run([setup.host])}>
          检查当前宿主 ({setup.host})
        </button>
        <button type="button" disabled={running} onClick={() => void run(HOST_KINDS)}>
          检查全部 All hosts
        </button>
      </div>
      {results.length > 0 && (
        <p className={passed === results.length ? 'result pass' : 'result fail'} role="status">
          {running ? '运行中… ' : ''}
          {passed}/{results.length} passed
        </p>
      )}
      <ul className="checks">
        {results.map((r, i) => (
          <li key={i} className={r.ok ? 'pass' : 'fail'}>
            <details>
              <summary>
                {r.ok ? '✓' : '✗'} {r.name} — <span className="muted">{r.detail}</span>
              </summary>
              {r.data !== undefined && <JsonView value={r.data} />}
            </details>
          </li>
        ))}
      </ul>
    </details>
  );
}
