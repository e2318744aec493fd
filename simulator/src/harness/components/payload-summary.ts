// One line of a log entry's payload, shown before the entry is opened: what a bridge message
// carried (its data, or its error) without a click.
import type { SimLogEntry } from '../../shared/control-api/session';

const MAX = 120;

function compact(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

/**
 * @example payloadSummary({ kind: 'bridge', detail: { data: { title: '交易记录' } } }) // '{"title":"交易记录"}'
 */
export function payloadSummary(entry: Pick<SimLogEntry, 'kind' | 'detail'>): string {
  if (entry.kind !== 'bridge') return '';
  const d = (entry.detail ?? {}) as { data?: unknown; errorCode?: unknown; errorMsg?: unknown };
  if (typeof d.errorCode === 'string' || typeof d.errorMsg === 'string')
    return compact(`${String(d.errorCode ?? '')} ${String(d.errorMsg ?? '')}`.trim());
  if (d.data === undefined || d.data === null) return '';
  if (typeof d.data === 'object' && Object.keys(d.data).length === 0) return '{}';
  return compact(d.data);
}
