// The harness talks to the simulator only through the documented control API (/__sim/…), the same
// calls QA scripts and e2e tests make; each call is typed by its route's declaration
// (shared/control-api/routes.ts), so a route's body or answer changed there breaks its callers here.
import {
  type ControlAnswer,
  type ControlBody,
  type ControlQuery,
  type ControlRouteKey,
} from '../shared/control-api/routes';
import { splitRouteKey } from '../shared/control-api/schema';
import type { SimLogEntry } from '../shared/control-api/session';

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

/**
 * Calls a control route by its key; resolves its JSON answer (null for 204), rejects with
 * ControlApiError.
 *
 * @example await control('PUT /wallet', { query: { session }, body: { resultStatus: '6001' } });
 */
export async function control<K extends ControlRouteKey>(
  route: K,
  init: { query?: ControlQuery<K>; body?: ControlBody<K> } = {},
): Promise<ControlAnswer<K>> {
  const { method, path } = splitRouteKey(route);
  const query = init.query ? `?${new URLSearchParams(init.query as Record<string, string>).toString()}` : '';
  const response = await fetch(`/__sim${path}${query}`, {
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
  return parsed as ControlAnswer<K>;
}

/** New log entries of a session after `since`. */
export async function fetchLogs(session: string, since: number): Promise<SimLogEntry[]> {
  const answer = await control('GET /logs', { query: { session, since: String(since) } });
  return answer.entries;
}
