// Gateway faults for the session (the control API's /__sim/faults): latency, a status, a business
// error, a malformed or truncated body, a dropped connection, a hang — per endpoint or for all.
import { useCallback, useEffect, useState } from 'react';
import { endpointList } from '@merchant-h5/sdk';
import { FAULT_KINDS, type Fault, type FaultKind, type FaultSpec } from '../../shared/faults';
import { control } from '../api';
import { LabeledSelect } from './LabeledSelect';

const KIND_LABELS: Record<FaultKind, string> = {
  latency: '延迟 latency',
  status: 'HTTP 状态 status',
  business: '业务错误 business code',
  malformed: '畸形报文 malformed body',
  truncated: '截断报文 truncated body',
  drop: '断开连接 drop',
  hang: '挂起 hang',
};

const ENDPOINT_OPTIONS = [
  { value: '', label: '全部接口 (all endpoints)' },
  ...endpointList.map((ep) => ({ value: ep.name, label: `${ep.name} — ${ep.service}/${ep.path}` })),
];
const KIND_OPTIONS = FAULT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));

export function FaultPanel({ session }: { session: string }) {
  const [faults, setFaults] = useState<Fault[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [spec, setSpec] = useState<FaultSpec>({ kind: 'latency', latencyMs: 1500 });

  const refresh = useCallback(() => {
    control('GET /faults', { query: { session } }).then(
      (a) => {
        setFaults(a.faults);
        setError(null);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [session]);
  useEffect(refresh, [refresh]);

  async function act(run: () => Promise<unknown>) {
    try {
      await run();
      refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  const num = (v: string) => (v === '' ? undefined : Number(v));
  return (
    <details className="panel">
      <summary>
        <h2>故障注入 Faults {faults.length > 0 && <span className="badge warn">{faults.length}</span>}</h2>
      </summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void act(() => control('POST /faults', { body: { session, ...spec } }));
        }}
      >
        <LabeledSelect
          label="接口 endpoint"
          value={spec.endpoint ?? ''}
          options={ENDPOINT_OPTIONS}
          onChange={(endpoint) => setSpec({ ...spec, endpoint: endpoint || undefined })}
        />
        <LabeledSelect
          label="类型 kind"
          value={spec.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => setSpec({ ...spec, kind })}
        />
        {spec.kind === 'latency' && (
          <div className="row">
            <label className="compact">
              ms
              <input
                type="number"
                min={0}
                value={spec.latencyMs ?? ''}
                onChange={(e) => setSpec({ ...spec, latencyMs: num(e.target.value) })}
              />
            </label>
            <label className="compact">
              ± jitter
              <input
                type="number"
                min={0}
                value={spec.jitterMs ?? ''}
                onChange={(e) => setSpec({ ...spec, jitterMs: num(e.target.value) })}
              />
            </label>
          </div>
        )}
        {spec.kind === 'status' && (
          <label className="compact">
            status
            <input
              type="number"
              min={100}
              max={599}
              value={spec.status ?? ''}
              onChange={(e) => setSpec({ ...spec, status: num(e.target.value) })}
            />
          </label>
        )}
        {spec.kind === 'business' && (
          <div className="row">
            <label className="compact">
              code
              <input value={spec.code ?? ''} onChange={(e) => setSpec({ ...spec, code: e.target.value })} />
            </label>
            <label className="compact">
              msg
              <input value={spec.msg ?? ''} onChange={(e) => setSpec({ ...spec, msg: e.target.value })} />
            </label>
          </div>
        )}
        <label className="compact">
          次数 times (空 = 一直)
          <input
            type="number"
            min={1}
            value={spec.times ?? ''}
            onChange={(e) => setSpec({ ...spec, times: num(e.target.value) })}
          />
        </label>
        <button type="submit">添加 Add fault</button>
      </form>
      {error && <p className="result fail">{error}</p>}
      <ul className="faults">
        {faults.map((f) => (
          <li key={f.id}>
            <code>#{f.id}</code> {f.endpoint ?? '全部'} · {KIND_LABELS[f.kind] ?? f.kind}
            {f.latencyMs !== undefined && ` ${f.latencyMs}ms`}
            {f.status !== undefined && ` ${f.status}`}
            {f.code !== undefined && ` ${f.code}`} · hits {f.hits}
            <button
              type="button"
              className="link"
              onClick={() =>
                void act(() => control('DELETE /faults', { query: { session, id: String(f.id) } }))
              }
            >
              删除
            </button>
          </li>
        ))}
      </ul>
      {faults.length > 0 && (
        <button
          type="button"
          onClick={() => void act(() => control('DELETE /faults', { query: { session } }))}
        >
          清除全部 Clear all
        </button>
      )}
    </details>
  );
}
