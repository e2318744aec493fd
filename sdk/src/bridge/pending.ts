// The table of calls waiting for a native answer: increasing ids, once-only settlement, timeouts.
import { BridgeTimeoutError } from './errors/bridge-timeout-error';

interface Entry {
  functionName: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: unknown;
}

/** Timer functions the table uses (injected so tests drive time). */
export interface PendingClock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/** What {@link createPendingCalls} returns. */
export interface PendingCalls {
  add(functionName: string, timeoutMs: number | undefined): { id: number; promise: Promise<unknown> };
  /** Settles the call once and forgets it; false when the id is unknown or already settled. */
  settle(id: string, outcome: { value: unknown } | { error: Error }): boolean;
  rejectAll(makeError: (functionName: string) => Error): void;
  readonly size: number;
}

// A reload must never reuse an id a previous page may still answer, so ids start at a random
// offset below 2^31 and count up from there (far from Number.MAX_SAFE_INTEGER).
const OFFSET_RANGE = 2 ** 31;

/**
 * Creates the pending-call table of one bridge.
 *
 * @example
 * ```ts
 * const pending = createPendingCalls(clock, Math.random);
 * const { id, promise } = pending.add('login', 5000);
 * pending.settle(String(id), { value: { result: '0000' } });
 * ```
 */
export function createPendingCalls(clock: PendingClock, random: () => number): PendingCalls {
  const entries = new Map<string, Entry>();
  let nextId = 1 + Math.floor(Math.abs(random() % 1) * OFFSET_RANGE);

  function take(id: string): Entry | undefined {
    const entry = entries.get(id);
    if (!entry) return undefined;
    entries.delete(id);
    if (entry.timer !== undefined) clock.clearTimeout(entry.timer as never);
    return entry;
  }

  return {
    add(functionName, timeoutMs) {
      const id = nextId++;
      const key = String(id);
      const promise = new Promise<unknown>((resolve, reject) => {
        const entry: Entry = { functionName, resolve, reject, timer: undefined };
        entries.set(key, entry);
        if (timeoutMs !== undefined && Number.isFinite(timeoutMs)) {
          entry.timer = clock.setTimeout(() => {
            if (take(key)) reject(new BridgeTimeoutError(functionName, timeoutMs));
          }, timeoutMs);
        }
      });
      return { id, promise };
    },
    settle(id, outcome) {
      const entry = take(id);
      if (!entry) return false;
      if ('error' in outcome) entry.reject(outcome.error);
      else entry.resolve(outcome.value);
      return true;
    },
    rejectAll(makeError) {
      for (const key of [...entries.keys()]) {
        const entry = take(key);
        entry?.reject(makeError(entry.functionName));
      }
    },
    get size() {
      return entries.size;
    },
  };
}
