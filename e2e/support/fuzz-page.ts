// The page side of the bridge fuzz, run through page.evaluate (each function is self-contained).
// `installFuzzHarness` wraps the host's postMessage (to see the page's real calls and hold them, so
// calls stay pending while hostile messages fly) and the receiver the shim delivers through (to
// notice a real reply that found its call already settled: a misrouted callback). `fuzzChunk`
// turns descriptors into wire messages and pushes them into the SDK's receiver.
import type { FuzzMessage } from './fuzz-messages';

export interface FuzzState {
  /** Real calls the page made since the harness was installed: callbackId and function. */
  calls: Array<{ id: string; functionName: string }>;
  /** How often the shim delivered the real reply of each call. */
  delivered: Record<string, number>;
  /** Real replies the SDK ignored as "unknown or already settled": their call was misrouted. */
  misroutes: string[];
  /** Fuzz messages that made the receiver throw (it must never throw). */
  thrown: string[];
  sent: number;
  hold: boolean;
  held: unknown[];
  installed: boolean;
}

type FuzzWindow = Window & {
  __fuzz?: FuzzState & { forward: (m: unknown) => void; receive?: (raw: unknown) => void };
  merchantBridgeReceive?: (raw: unknown) => void;
  merchantBridge?: { postMessage: (m: unknown) => void };
  webkit?: { messageHandlers?: { merchantBridge?: { postMessage: (m: unknown) => void } } };
};

/** Installs the harness; returns whether the page has a native receiver at all. */
export function installFuzzHarness(): boolean {
  const w = window as FuzzWindow;
  const host = w.merchantBridge ?? w.webkit?.messageHandlers?.merchantBridge;
  const state = {
    calls: [],
    delivered: {},
    misroutes: [],
    thrown: [],
    sent: 0,
    hold: false,
    held: [],
    installed: typeof w.merchantBridgeReceive === 'function',
    forward: (m: unknown) => void m,
    receive: w.merchantBridgeReceive,
  } as NonNullable<FuzzWindow['__fuzz']>;
  w.__fuzz = state;
  if (host) {
    const original = host.postMessage.bind(host);
    state.forward = original;
    host.postMessage = (raw: unknown) => {
      const m = ((): { callbackId?: unknown; functionName?: unknown } | null => {
        try {
          return (typeof raw === 'string' ? JSON.parse(raw) : raw) as { callbackId?: unknown } | null;
        } catch {
          return null;
        }
      })();
      if (m && m.callbackId !== undefined && m.callbackId !== null) {
        state.calls.push({ id: String(m.callbackId), functionName: String(m.functionName) });
        if (state.hold) return void state.held.push(raw);
      }
      original(raw);
    };
  }
  const sdkReceive = state.receive;
  if (sdkReceive) {
    w.merchantBridgeReceive = (raw: unknown) => {
      const m = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { callbackId?: unknown } | null;
      const id = m && m.callbackId !== undefined ? String(m.callbackId) : null;
      const warn = console.warn;
      let ignored = false;
      console.warn = (...args: unknown[]) => {
        if (String(args[0]).includes('忽略未知或已完成')) ignored = true;
        warn.apply(console, args);
      };
      try {
        sdkReceive(raw);
      } finally {
        console.warn = warn;
      }
      if (id !== null) {
        state.delivered[id] = (state.delivered[id] ?? 0) + 1;
        if (ignored) state.misroutes.push(id);
      }
    };
  }
  return state.installed;
}

/** Holds the page's real calls from now on (true), or lets them through again (false). */
export function holdCalls(hold: boolean): void {
  (window as FuzzWindow).__fuzz!.hold = hold;
}

/** Forwards the held calls to the host, which answers each ~30 ms later; returns how many. */
export function releaseHeld(): number {
  const s = (window as FuzzWindow).__fuzz!;
  const released = s.held.splice(0);
  for (const m of released) s.forward(m);
  return released.length;
}

export async function fuzzChunk(messages: FuzzMessage[]): Promise<void> {
  const w = window as FuzzWindow;
  const s = w.__fuzz!;
  const expand = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(expand);
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    if ('$repeat' in o) return String(o.$repeat).repeat(Number(o.n));
    if ('$undefined' in o) return undefined;
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, expand(x)]));
  };
  const realIds = s.calls.map((c) => c.id);
  const settled = Object.keys(s.delivered);
  const near = (id: string, variant: number): string | number =>
    [`0${id}`, `${id}.0`, ` ${id}`, `${id} `, Number(id) + 0.5, -Number(id), `${id}x`][variant] ?? `${id}x`;
  const wire = (obj: unknown, asString: boolean) => (asString ? JSON.stringify(obj) : obj);
  const build = (m: FuzzMessage): unknown => {
    switch (m.k) {
      case 'raw':
        return expand(m.v);
      case 'unknown':
        return wire({ callbackId: m.id, data: expand(m.data) }, m.asString);
      case 'near': {
        const id = realIds[Math.floor(m.pick * realIds.length)];
        return wire(
          { callbackId: id === undefined ? -1 : near(id, m.variant), data: expand(m.data) },
          m.asString,
        );
      }
      case 'dup': {
        const id = settled[Math.floor(m.pick * settled.length)];
        if (id === undefined) return wire({ callbackId: -2, data: expand(m.data) }, m.asString);
        const callbackId = m.asString ? id : Number(id);
        return wire(
          m.error
            ? { callbackId, errorCode: 'DUP', errorMsg: '重复的回复' }
            : { callbackId, data: expand(m.data) },
          m.asString,
        );
      }
      case 'error':
        return wire({ callbackId: m.id, errorCode: m.code, errorMsg: m.msg }, m.asString);
      case 'huge': {
        const data = 'x\u2028%"\u2029'.repeat(Math.floor(m.size / 5));
        const body = m.native
          ? { functionName: 'fz_huge', responseId: 'fz-huge', data }
          : { callbackId: -3, data };
        return wire(body, m.asString);
      }
      case 'native':
        return wire({ functionName: m.name, responseId: m.responseId, data: expand(m.data) }, m.asString);
      case 'nested': {
        const text = `{"callbackId":-4,"data":${'['.repeat(m.depth)}"\u2028"${']'.repeat(m.depth)}}`;
        return m.asString ? text : JSON.parse(text);
      }
      case 'getter':
        return Object.defineProperty({ functionName: 'fz_getter' }, 'callbackId', {
          enumerable: true,
          get() {
            throw new Error('hostile getter');
          },
        });
      case 'proto':
        return '{"__proto__":{"polluted":"yes"},"functionName":"fz_proto","responseId":"fz-proto"}';
    }
  };
  for (const m of messages) {
    const raw = build(m);
    s.sent += 1;
    if (!s.receive) {
      // No native receiver (mini program): the only way in is a window message, which a hostile
      // getter cannot even be cloned into.
      try {
        window.postMessage(raw, '*');
      } catch {
        /* not clonable: never reaches the page */
      }
      continue;
    }
    try {
      s.receive(raw);
    } catch (e) {
      s.thrown.push(`${m.k}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  // Let the shim's replies, the event stream and React run between chunks.
  await new Promise((resolve) => setTimeout(resolve, 5));
}

export function fuzzState(): Omit<FuzzState, 'held'> & { held: number; polluted: boolean } {
  const s = (window as FuzzWindow).__fuzz!;
  const { calls, delivered, misroutes, thrown, sent, hold, installed } = s;
  return {
    calls,
    delivered,
    misroutes,
    thrown,
    sent,
    hold,
    installed,
    held: s.held.length,
    polluted: 'polluted' in {},
  };
}
