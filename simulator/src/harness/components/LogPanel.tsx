// Live logs of the session: bridge messages (callbackId/responseId) and gateway calls with their
// headers and decrypted bodies, as the simulator recorded them.
import { useMemo, useState } from 'react';
import type { SimLogEntry } from '../../shared/control-api/session';
import { useLogs } from '../useLogs';
import { JsonView } from './JsonView';
import { payloadSummary } from './payload-summary';

const KINDS: SimLogEntry['kind'][] = ['http', 'bridge', 'control'];

export function LogPanel({ session }: { session: string }) {
  const { entries, error, clear } = useLogs(session);
  const [shown, setShown] = useState<Record<SimLogEntry['kind'], boolean>>({
    http: true,
    bridge: true,
    control: true,
  });
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return entries
      .filter((e) => shown[e.kind] && (!needle || e.summary.toLowerCase().includes(needle)))
      .slice()
      .reverse();
  }, [entries, shown, filter]);

  return (
    <section className="panel logs" aria-label="logs">
      <header className="logs-header">
        <h2>日志 Logs</h2>
        {KINDS.map((kind) => (
          <label key={kind} className="inline">
            <input
              type="checkbox"
              checked={shown[kind]}
              onChange={(e) => setShown({ ...shown, [kind]: e.target.checked })}
            />
            {kind}
          </label>
        ))}
        <input
          className="filter"
          placeholder="过滤 filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <button type="button" onClick={clear}>
          清屏 Clear view
        </button>
      </header>
      {error && <p className="result fail">无法读取日志 (logs unavailable): {error}</p>}
      <ol className="log-list">
        {visible.map((entry) => (
          <li key={entry.id} className={`log log-${entry.kind}`}>
            <details>
              <summary>
                <time>{new Date(entry.time).toLocaleTimeString()}</time>
                <span className="badge">{entry.kind}</span>
                <span className="summary">{entry.summary}</span>
                {payloadSummary(entry) && <span className="payload">{payloadSummary(entry)}</span>}
              </summary>
              <JsonView value={entry.detail} />
            </details>
          </li>
        ))}
        {visible.length === 0 && <li className="empty">暂无日志 — open a page or run the host check.</li>}
      </ol>
    </section>
  );
}
