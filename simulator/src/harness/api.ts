// The harness talks to the simulator only through the documented control API (/__sim/…), the same
// calls QA scripts and e2e tests make.

export interface SimLogEntry {
  id: number;
  time: number;
  session: string;
  kind: 'http' | 'bridge' | 'control';
  summary: string;
  detail: unknown;
}

export class ControlApiError extends Error {
  override name = 'ControlApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
/** @example if (isControlApiError(e)) show(e.status) */
export function isControlApiError(e: unknown): e is ControlApiError {
  return e instanceof ControlApiError;
}

// The host routes answer `{error: 'text'}`, the control router `{error: {code, message}}`.
function errorMessage(body: unknown): string | undefined {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error)
    return String((error as { message: unknown }).message);
  return undefined;
}

/** Calls `/__sim/<path>`; resolves the JSON answer (null for 204), rejects with ControlApiError. */
export async function control<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<T> {
  const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const response = await fetch(`/__sim/${path.replace(/^\//, '')}${query}`, {
    method,
    // Every write is JSON, a body or not: the control API refuses anything else (docs/simulator.md).
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) {
    throw new ControlApiError(
      response.status,
      errorMessage(parsed) ?? `${response.status} ${text.slice(0, 200)}`,
    );
  }
  return parsed as T;
}

/** New log entries of a session after `since` (the control API answers an array or `{entries}`). */
export async function fetchLogs(session: string, since: number): Promise<SimLogEntry[]> {
  const answer = await control<unknown>('logs', { query: { session, since: String(since) } });
  if (Array.isArray(answer)) return answer as SimLogEntry[];
  if (answer && typeof answer === 'object') {
    const list =
      (answer as { entries?: unknown; logs?: unknown }).entries ?? (answer as { logs?: unknown }).logs;
    if (Array.isArray(list)) return list as SimLogEntry[];
  }
  return [];
}
