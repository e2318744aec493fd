// Types of the native bridge v1 (DESIGN.md "Native bridge v1").
import type { ClientOs } from '../client/os';

/** Where the bridge logs; the default is `console`. Never handed message data (it may hold tokens). */
export type BridgeLogger = Pick<Console, 'warn' | 'log' | 'error'>;

/** A `message` event as far as the customer-service filter reads it. */
export interface BridgeMessageEvent {
  readonly origin: string;
  readonly data: unknown;
}

/**
 * The parts of `window` the bridge touches; a real `Window` fits, and tests pass a plain object.
 *
 * @example
 * ```ts
 * const win: BridgeWindow = { navigator: { userAgent: 'Android' }, merchantBridge: { postMessage: (s) => sent.push(s) } };
 * ```
 */
export interface BridgeWindow {
  navigator?: { readonly userAgent: string };
  location?: { readonly origin: string };
  merchantBridge?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { merchantBridge?: { postMessage(message: unknown): void } } };
  merchantBridgeReceive?: ((message: unknown) => void) | undefined;
  addEventListener?(type: 'message', listener: (event: BridgeMessageEvent) => void): void;
  removeEventListener?(type: 'message', listener: (event: BridgeMessageEvent) => void): void;
}

/** Canned answers of mock mode (the shape of fixtures/bridge/answers.json). */
export interface BridgeMockOptions {
  answers: Record<string, unknown>;
  /** Delay of an answer to a named call, default 0 (the next macrotask). */
  delayMs?: number;
}

/**
 * Options of {@link createBridge}.
 *
 * @example
 * ```ts
 * const options: BridgeOptions = { allowedOrigin: location.origin, defaultTimeoutMs: 5000 };
 * ```
 */
export interface BridgeOptions {
  /** Answer calls from canned data instead of a host. */
  mock?: BridgeMockOptions | false;
  /** Defaults to `win.navigator.userAgent`. */
  userAgent?: string;
  /** Timeout of calls marked `interactive: false` (base params, status queries); default 10000. */
  defaultTimeoutMs?: number;
  logger?: BridgeLogger;
  /** iOS only: `message` events from this origin count only when their data is a JSON string. */
  customerServiceOrigin?: string;
  /** Install only when `win.location.origin` equals this (third-party pages never get the bridge). */
  allowedOrigin?: string;
  /** Longest native message string accepted, default 10 000 000 characters. */
  maxMessageLength?: number;
  /** Source of the random callback-id offset, default `Math.random`. */
  random?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: never) => void;
}

/** Per-call options of {@link Bridge.call}. */
export interface BridgeCallOptions {
  /** Reject with BridgeTimeoutError after this many ms; overrides `interactive`. */
  timeoutMs?: number;
  /** `false` applies `defaultTimeoutMs`: nothing a user must act on, so the host should answer at once. */
  interactive?: boolean;
}

/** A native-initiated call's web handler; its (awaited) result is posted back as `data`. */
export type BridgeHandler = (data: unknown) => unknown;

/**
 * A native bridge created by {@link createBridge}.
 *
 * @example
 * ```ts
 * const params = await bridge.call<BaseRequestParams>('getBaseRequestParams', {}, { interactive: false });
 * ```
 */
export interface Bridge {
  readonly platform: ClientOs;
  /** False when the origin was not allowed or after dispose(). */
  readonly installed: boolean;
  readonly defaultTimeoutMs: number;
  call<T = unknown>(functionName: string, data?: unknown, options?: BridgeCallOptions): Promise<T>;
  /** Fire and forget: no callback id, no answer. */
  post(functionName: string, data?: unknown): void;
  /** Registers the web handler for a native-initiated call; returns its remover. */
  register(functionName: string, handler: BridgeHandler): () => void;
  /** Removes the global receiver and the message listener, and rejects pending calls. */
  dispose(): void;
}

/** Web → native message. */
export interface BridgeOutMessage {
  functionName: string;
  data: unknown;
  callbackId?: number;
  async: boolean;
}
