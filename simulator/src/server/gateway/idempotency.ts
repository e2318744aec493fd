// Idempotency-Key handling per session: the first answer to a key is kept and replayed byte for
// byte; the same key with another body is refused (409, '4009'). A request still running holds
// its key, so a double tap waits for the first answer instead of creating a second order.
import type { Answer } from './answer';

export interface IdempotencyRecord {
  fingerprint: string;
  answer: Answer | null;
  pending: Promise<Answer | null> | null;
}

const MAX_KEYS = 500;

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
): IdempotencyLookup {
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
