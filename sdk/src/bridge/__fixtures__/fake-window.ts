// Test support: a fresh fake window per test (Capacitor's bridge.spec style), no global mocks.
import type { BridgeLogger, BridgeMessageEvent, BridgeWindow } from '../types';

export const USER_AGENTS = {
  android:
    'Mozilla/5.0 (Linux; Android 10; Redmi 9A Build/QP1A.190711.020; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 MerchantPOS/3.6.0',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  other: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
} as const;

export type FakeHost = keyof typeof USER_AGENTS;

/** A window whose host stubs record what the page posts. */
export function fakeWindow(host: FakeHost, origin = 'https://h5.merchant.example') {
  const sent: Array<Record<string, unknown>> = [];
  const rawAndroid: string[] = [];
  const listeners = new Set<(event: BridgeMessageEvent) => void>();
  const win: BridgeWindow = {
    navigator: { userAgent: USER_AGENTS[host] },
    location: { origin },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  if (host === 'android') {
    win.merchantBridge = {
      postMessage(message: string) {
        rawAndroid.push(message);
        sent.push(JSON.parse(message) as Record<string, unknown>);
      },
    };
  }
  if (host === 'ios') {
    win.webkit = {
      messageHandlers: {
        merchantBridge: { postMessage: (m: unknown) => sent.push(m as Record<string, unknown>) },
      },
    };
  }
  return {
    win,
    sent,
    rawAndroid,
    listeners,
    /** What the host does to answer: call the installed receiver. */
    receive(message: unknown) {
      const receiver = win.merchantBridgeReceive;
      if (!receiver) throw new Error('no receiver installed');
      receiver(message);
    },
    dispatch(event: BridgeMessageEvent) {
      for (const l of listeners) l(event);
    },
  };
}

/** A logger that records instead of printing. */
export function recordingLogger() {
  const lines = { warn: [] as string[], log: [] as string[], error: [] as string[] };
  const logger: BridgeLogger = {
    warn: (...a: unknown[]) => void lines.warn.push(a.map(String).join(' ')),
    log: (...a: unknown[]) => void lines.log.push(a.map(String).join(' ')),
    error: (...a: unknown[]) => void lines.error.push(a.map(String).join(' ')),
  };
  return { logger, lines };
}

/** Settles after pending microtasks and one macrotask (handler answers are async). */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Records a promise's outcome without ever leaving it unhandled. */
export function track<T>(promise: Promise<T>) {
  const state: { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; error?: unknown } = {
    status: 'pending',
  };
  promise.then(
    (value) => Object.assign(state, { status: 'fulfilled', value }),
    (error: unknown) => Object.assign(state, { status: 'rejected', error }),
  );
  return state;
}
