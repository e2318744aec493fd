// The idempotency keys of actions whose answer is not known yet, kept in session storage so a reload
// or a revisit of the same screen sends the same key again: the server then replays its first answer
// instead of paying, exchanging or binding a second time (docs/decisions.md "An action's outcome
// survives a reload"). An entry holds the screen's address, the key and when it was made — no body,
// so nothing personal. The base query (lib/api.ts) drops the entry once the server's answer is known.

const STORE = 'mh.pendingActions';
/** As long as the server remembers a key (simulator: 24 h); an older entry is a new action. */
export const PENDING_KEEP_MS = 24 * 60 * 60 * 1000;

interface Entry {
  key: string;
  at: number;
}

type Store = Record<string, Entry>;

function read(): Store {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

function write(store: Store): void {
  try {
    if (Object.keys(store).length === 0) sessionStorage.removeItem(STORE);
    else sessionStorage.setItem(STORE, JSON.stringify(store));
  } catch {
    // Storage refused (private mode, quota): the key still holds for this page's life.
  }
}

/** The action's key still waiting for its answer, if any. */
export function pendingKey(scope: string, now = Date.now()): string | undefined {
  const entry = read()[scope];
  return entry && typeof entry.key === 'string' && now - entry.at < PENDING_KEEP_MS ? entry.key : undefined;
}

/** Keeps `key` as the action's pending key until its answer is known. */
export function keepPending(scope: string, key: string, now = Date.now()): void {
  const store = read();
  for (const [name, entry] of Object.entries(store))
    if (now - entry.at >= PENDING_KEEP_MS) delete store[name];
  store[scope] = { key, at: store[scope]?.key === key ? store[scope].at : now };
  write(store);
}

/** The answer to `key` is known (the server's data or its refusal): the action is no longer pending. */
export function settlePending(key: string): void {
  const store = read();
  let changed = false;
  for (const [name, entry] of Object.entries(store))
    if (entry.key === key) {
      delete store[name];
      changed = true;
    }
  if (changed) write(store);
}

/** The screen an action belongs to: its address (never personal data: docs/privacy) and a name. */
export function actionScope(name: string): string {
  return `${window.location.pathname}${window.location.search}#${name}`;
}
