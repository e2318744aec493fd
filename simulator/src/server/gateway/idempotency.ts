// Idempotency-Key handling per session: the first answer to a key is kept and replayed byte for
// byte; the same key with another body is refused (409, '4009'). A request still running holds
// its key, so a double tap waits for the first answer instead of creating a second order.
// Keys are kept by time (24 h, as payment APIs do), only for idempotent endpoints (the pipeline
// ignores the header elsewhere, so read-only calls never push a payment's key out), and bounded
// per session: past MAX_KEYS the oldest goes first.
import type { Answer } from '../http/answer';
import type { IdempotencyRecord } from '../state/session';

/** How long a key is remembered. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Keys one session keeps at most (an answer is a few KB: ~20 MB at the worst per session). */
export const MAX_KEYS = 5_000;

/** Drops expired keys; the map's insertion order is claim order, so they are at the front. */
function forgetExpired(store: Map<string, IdempotencyRecord>, now: number): void {
  for (const [key, record] of store) {
    if (now - record.at < KEY_TTL_MS) break;
    if (!record.pending) store.delete(key);
  }
}

/** Key order does not change a body's meaning: fingerprint the canonical JSON. */
export function fingerprint(endpoint: string, input: unknown): string {
  return `${endpoint}\n${canonical(input)}`;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export type IdempotencyLookup =
  | { kind: 'new'; settle: (answer: Answer | null) => void }
  | { kind: 'replay'; answer: Promise<Answer | null> }
  | { kind: 'conflict' };

/**
 * Claims `key` for a request. 'new': run it and call settle (null = no complete answer, e.g. a
 * dropped connection, which frees the key for a retry). 'replay': send what the first one sent.
 */
export function claimKey(
  store: Map<string, IdempotencyRecord>,
  key: string,
  print: string,
  now: number,
): IdempotencyLookup {
  forgetExpired(store, now);
  const existing = store.get(key);
  if (existing) {
    if (existing.fingerprint !== print) return { kind: 'conflict' };
    return {
      kind: 'replay',
      answer: existing.answer
        ? Promise.resolve(existing.answer)
        : (existing.pending ?? Promise.resolve(null)),
    };
  }
  if (store.size >= MAX_KEYS) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
  let resolve!: (a: Answer | null) => void;
  const record: IdempotencyRecord = {
    fingerprint: print,
    answer: null,
    pending: new Promise((r) => (resolve = r)),
    at: now,
  };
  store.set(key, record);
  return {
    kind: 'new',
    settle: (answer) => {
      if (answer) record.answer = answer;
      else if (store.get(key) === record) store.delete(key);
      record.pending = null;
      resolve(answer);
    },
  };
}
