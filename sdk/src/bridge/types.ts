// Types of the native bridge v1 (docs/product.md "Native bridge v1").
import type { ClientOs } from '../client/os';
import type { NativeAnswer, NativeFunctionName, NativeFunctions, NativePayload } from './native-types';

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
 * const options: BridgeOptions = { allowedOrigin: location.origin, nonInteractiveTimeoutMs: 5000 };
 * ```
 */
export interface BridgeOptions {
  /** Answer calls from canned data instead of a host. */
  mock?: BridgeMockOptions | false | undefined;
  /** Defaults to `win.navigator.userAgent`. */
  userAgent?: string | undefined;
  /**
   * Timeout of calls marked `interactive: false` (base params, status queries, title), default
   * 10000. Interactive calls (a picker, a payment) wait for the user and have none unless a call
   * sets its own `timeoutMs`.
   */
  nonInteractiveTimeoutMs?: number | undefined;
  logger?: BridgeLogger | undefined;
  /** iOS only: `message` events from this origin count only when their data is a JSON string. */
  customerServiceOrigin?: string | undefined;
  /** Install only when `win.location.origin` equals this (third-party pages never get the bridge). */
  allowedOrigin?: string | undefined;
  /** Longest native message string accepted, default 10 000 000 characters. */
  maxMessageLength?: number | undefined;
  /** Source of the random callback-id offset, default `Math.random`. */
  random?: (() => number) | undefined;
  setTimeout?: ((callback: () => void, ms: number) => unknown) | undefined;
  clearTimeout?: ((handle: never) => void) | undefined;
}

/** Per-call options of {@link Bridge.call}. */
export interface BridgeCallOptions {
  /** Reject with BridgeTimeoutError after this many ms; overrides `interactive`. */
  timeoutMs?: number | undefined;
  /** `false` applies `nonInteractiveTimeoutMs`: nothing a user must act on, so the host should answer at once. */
  interactive?: boolean | undefined;
}

/** A native-initiated call's web handler; its (awaited) result is posted back as `data`. */
export type BridgeHandler = (data: unknown) => unknown;

/** The arguments of `bridge.call(name, …)`: the payload is optional when the function sends nothing. */
export type NativeCallArgs<N extends NativeFunctionName> = undefined extends NativeFunctions[N]['payload']
  ? [data?: NativePayload<N>, options?: BridgeCallOptions]
  : [data: NativePayload<N>, options?: BridgeCallOptions];

/**
 * A native bridge created by {@link createBridge}.
 *
 * @example
 * ```ts
 * const params = await bridge.call('getBaseRequestParams', {}, { interactive: false }); // BaseRequestParams
 * ```
 */
export interface Bridge {
  readonly platform: ClientOs;
  /** False when the origin was not allowed or after dispose(). */
  readonly installed: boolean;
  readonly nonInteractiveTimeoutMs: number;
  /** Calls a host function of {@link NativeFunctions}: payload and answer typed by its name. */
  call<N extends NativeFunctionName>(functionName: N, ...args: NativeCallArgs<N>): Promise<NativeAnswer<N>>;
  /** Calls a host function the SDK does not know (yet); the answer is whatever the host sends. */
  callUnchecked(functionName: string, data?: unknown, options?: BridgeCallOptions): Promise<unknown>;
  /** Fire and forget: no callback id, no answer. */
  post(functionName: string, data?: unknown): void;
  /**
   * Registers the web handler for a native-initiated call and returns its remover. Registering a
   * second handler for the same name replaces the first and says so (a warning on the logger).
   */
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
