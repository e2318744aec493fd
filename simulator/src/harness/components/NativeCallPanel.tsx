// Starts a native-initiated call into the page (POST /__sim/native-call) and shows its answer,
// including the SDK's 'web未找到调用方法' for a function the page never registered.
import { useState } from 'react';
import { control } from '../api';
import { JsonView } from './JsonView';

export function NativeCallPanel({ session }: { session: string }) {
  const [functionName, setFunctionName] = useState('getPageInfo');
  const [data, setData] = useState('{}');
  const [result, setResult] = useState<{ ok: boolean; value: unknown } | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    let parsed: unknown;
    try {
      parsed = data.trim() ? JSON.parse(data) : {};
    } catch {
      setResult({ ok: false, value: 'data 不是合法 JSON (data is not valid JSON)' });
      return;
    }
    setBusy(true);
    try {
      setResult({
        ok: true,
        value: await control('POST /native-call', { body: { session, functionName, data: parsed } }),
      });
    } catch (e) {
      setResult({ ok: false, value: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="panel">
      <summary>
        <h2>原生调用 Native → web</h2>
      </summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label>
          functionName
          <input value={functionName} onChange={(e) => setFunctionName(e.target.value)} spellCheck={false} />
        </label>
        <label>
          data (JSON)
          <textarea rows={3} value={data} onChange={(e) => setData(e.target.value)} spellCheck={false} />
        </label>
        <button type="submit" disabled={busy || !functionName}>
          {busy ? '等待页面应答…' : '发送 Send'}
        </button>
      </form>
      {result && (
        <div className={result.ok ? 'result pass' : 'result fail'}>
          <JsonView value={result.value} />
        </div>
      )}
    </details>
  );
}
