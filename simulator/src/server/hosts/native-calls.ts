// Native-initiated calls: pages of a session listen on /__sim/events (SSE); POST /__sim/native-call
// pushes `{functionName, responseId, data}` to them and waits for the page's `{responseId, data}`,
// which the shim reports through /__sim/bridge-log.
import type { Response } from 'express';

export class NativeCallTimeoutError extends Error {
  override name = 'NativeCallTimeoutError';
  constructor(
    readonly connectedPages: number,
    timeoutMs: number,
  ) {
    super(
      connectedPages === 0
        ? `no page of this session is listening (waited ${timeoutMs} ms)`
        : `the page did not answer within ${timeoutMs} ms`,
    );
  }
}
/** @example isNativeCallTimeoutError(e) */
export function isNativeCallTimeoutError(e: unknown): e is NativeCallTimeoutError {
  return e instanceof NativeCallTimeoutError;
}

export interface NativeCallAnswer {
  responseId: string;
  data: unknown;
  elapsedMs: number;
}

interface Pending {
  session: string;
  resolve: (answer: { data: unknown }) => void;
}

export interface NativeCallHub {
  /** Keeps `res` open as an event stream for the session until the client goes away. */
  listen(session: string, res: Response): void;
  pages(session: string): number;
  call(session: string, functionName: string, data: unknown, timeoutMs?: number): Promise<NativeCallAnswer>;
  /** Settles a pending call; false when the id is unknown (late or foreign answer). */
  settle(session: string, responseId: string, data: unknown): boolean;
  close(): void;
}

/** @example const hub = createNativeCallHub(); await hub.call('default', 'getPageInfo', {}); */
export function createNativeCallHub(options: { heartbeatMs?: number } = {}): NativeCallHub {
  const streams = new Map<string, Set<Response>>();
  const pending = new Map<string, Pending>();
  const waiters = new Set<() => void>();
  let counter = 0;

  const heartbeat = setInterval(() => {
    for (const set of streams.values()) for (const res of set) res.write(': keep-alive\n\n');
  }, options.heartbeatMs ?? 15_000);
  heartbeat.unref();

  function broadcast(session: string, message: unknown): void {
    const payload = `event: native-call\ndata: ${JSON.stringify(message)}\n\n`;
    for (const res of streams.get(session) ?? []) res.write(payload);
  }

  function waitForPage(session: string, deadline: number): Promise<boolean> {
    if ((streams.get(session)?.size ?? 0) > 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const check = (): void => {
        if ((streams.get(session)?.size ?? 0) > 0) done(true);
      };
      const done = (ok: boolean): void => {
        clearTimeout(timer);
        waiters.delete(check);
        resolve(ok);
      };
      const timer = setTimeout(() => done(false), Math.max(0, deadline - Date.now()));
      waiters.add(check);
    });
  }

  return {
    listen(session, res) {
      res
        .status(200)
        .set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.flushHeaders();
      res.write(': connected\n\n');
      const set = streams.get(session) ?? new Set<Response>();
      set.add(res);
      streams.set(session, set);
      for (const check of [...waiters]) check();
      res.on('close', () => {
        set.delete(res);
        if (set.size === 0) streams.delete(session);
      });
    },
    pages: (session) => streams.get(session)?.size ?? 0,
    async call(session, functionName, data, timeoutMs = 5000) {
      const started = Date.now();
      const deadline = started + timeoutMs;
      // A page that is still loading gets the rest of the budget to connect.
      if (!(await waitForPage(session, deadline))) throw new NativeCallTimeoutError(0, timeoutMs);
      const responseId = `native-${++counter}`;
      return new Promise<NativeCallAnswer>((resolve, reject) => {
        const timer = setTimeout(
          () => {
            pending.delete(responseId);
            reject(new NativeCallTimeoutError(streams.get(session)?.size ?? 0, timeoutMs));
          },
          Math.max(0, deadline - Date.now()),
        );
        pending.set(responseId, {
          session,
          resolve: (answer) => {
            clearTimeout(timer);
            pending.delete(responseId);
            resolve({ responseId, data: answer.data, elapsedMs: Date.now() - started });
          },
        });
        broadcast(session, { functionName, responseId, data });
      });
    },
    settle(session, responseId, data) {
      const entry = pending.get(responseId);
      if (!entry || entry.session !== session) return false;
      entry.resolve({ data });
      return true;
    },
    close() {
      clearInterval(heartbeat);
      for (const set of streams.values()) for (const res of set) res.end();
      streams.clear();
    },
  };
}
