// The native bridge v1 factory (docs/product.md "Native bridge v1").
import { detectOs } from '../client/os';
import { BridgeUnavailableError } from './errors/bridge-unavailable-error';
import { UNKNOWN_DEVICE_MESSAGE, UnknownDeviceError } from './errors/unknown-device-error';
import { mockAnswer } from './mock';
import { joinHub } from './hub';
import { createPendingCalls } from './pending';
import { createTransport } from './transport';
import { listenToCustomerService } from './customer-service';
import type {
  Bridge,
  BridgeCallOptions,
  BridgeHandler,
  BridgeOptions,
  BridgeOutMessage,
  BridgeWindow,
} from './types';

/** Default of `nonInteractiveTimeoutMs`: how long a call nobody acts on may wait for the host. */
const NON_INTERACTIVE_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_MESSAGE_LENGTH = 10_000_000;

/**
 * Creates the native bridge for one window: installs `win.merchantBridgeReceive` (unless the
 * page's origin is not `allowedOrigin`) and sends calls through the Android or iOS handler, looked
 * up at each call (a host may inject it after the page started). A second bridge on the same
 * window shares the receiver: each gets the replies to its own calls.
 *
 * @example
 * ```ts
 * const bridge = createBridge(window, { allowedOrigin: location.origin });
 * const params = await bridge.call('getBaseRequestParams', {}, { interactive: false });
 * bridge.register('onResume', () => ({ ok: true }));
 * ```
 */
export function createBridge(win: BridgeWindow, options: BridgeOptions = {}): Bridge {
  const logger = options.logger ?? console;
  const platform = detectOs(options.userAgent ?? win.navigator?.userAgent ?? '');
  const nonInteractiveTimeoutMs = options.nonInteractiveTimeoutMs ?? NON_INTERACTIVE_TIMEOUT_MS;
  const mock = options.mock || undefined;
  const setTimer = options.setTimeout ?? ((cb: () => void, ms: number) => globalThis.setTimeout(cb, ms));
  const clearTimer = options.clearTimeout ?? ((h: never) => globalThis.clearTimeout(h));
  const pending = createPendingCalls(
    { setTimeout: setTimer, clearTimeout: clearTimer },
    options.random ?? Math.random,
  );
  const handlers = new Map<string, BridgeHandler>();
  // Looked up per message: a host may inject its channel after createBridge ran.
  const transport = () => createTransport(win, platform);

  const originAllowed = options.allowedOrigin === undefined || win.location?.origin === options.allowedOrigin;
  let unavailable: 'origin' | 'disposed' | undefined = originAllowed ? undefined : 'origin';
  if (!originAllowed) logger.warn('[bridge] 当前页面来源不允许使用原生桥');

  function send(message: BridgeOutMessage): void {
    const channel = transport();
    if (!channel) throw new BridgeUnavailableError('no-host', message.functionName);
    channel(message);
  }

  let leaveHub = () => {};
  let stopListening = () => {};
  if (originAllowed) {
    const joined = joinHub(win, {
      pending,
      handlers,
      logger,
      maxMessageLength: options.maxMessageLength ?? DEFAULT_MAX_MESSAGE_LENGTH,
      reply: (message) => {
        if (mock) return;
        const channel = transport();
        if (!channel) throw new Error(platform === 'unknown' ? UNKNOWN_DEVICE_MESSAGE : '宿主没有消息通道');
        channel(message);
      },
    });
    leaveHub = joined.leave;
    if (platform === 'ios' && options.customerServiceOrigin) {
      stopListening = listenToCustomerService(win, options.customerServiceOrigin, joined.receive, logger);
    }
  }

  function call(
    functionName: string,
    data: unknown = {},
    callOptions: BridgeCallOptions = {},
  ): Promise<unknown> {
    if (unavailable) return Promise.reject(new BridgeUnavailableError(unavailable, functionName));
    if (mock) {
      const { delayMs, value } = mockAnswer(mock, functionName, data);
      return new Promise<unknown>((resolve) => setTimer(() => resolve(value), delayMs));
    }
    if (platform === 'unknown') {
      logger.warn(UNKNOWN_DEVICE_MESSAGE);
      return Promise.reject(new UnknownDeviceError(functionName));
    }
    const timeoutMs =
      callOptions.timeoutMs ?? (callOptions.interactive === false ? nonInteractiveTimeoutMs : undefined);
    const { id, promise } = pending.add(functionName, timeoutMs);
    try {
      send({ functionName, data, callbackId: id, async: true });
    } catch (e) {
      pending.settle(String(id), { error: e instanceof Error ? e : new Error(String(e)) });
    }
    return promise;
  }

  return {
    platform,
    get installed() {
      return unavailable === undefined;
    },
    nonInteractiveTimeoutMs,
    // The name table typed the payload at the call site; the answer is the host's, as declared.
    call: call as Bridge['call'],
    callUnchecked: call,
    post(functionName, data = {}) {
      if (unavailable || mock) return;
      if (platform === 'unknown') {
        logger.warn(UNKNOWN_DEVICE_MESSAGE);
        return;
      }
      try {
        send({ functionName, data, async: false });
      } catch (e) {
        logger.warn(`[bridge] 发送失败 ${functionName}: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
    register(functionName, handler) {
      if (handlers.has(functionName)) {
        logger.warn(`[bridge] ${functionName} 已有处理函数，新注册的将替换它`);
      }
      handlers.set(functionName, handler);
      return () => {
        if (handlers.get(functionName) === handler) handlers.delete(functionName);
      };
    },
    dispose() {
      if (unavailable === 'disposed') return;
      const wasInstalled = unavailable === undefined;
      unavailable = 'disposed';
      if (wasInstalled) leaveHub();
      stopListening();
      handlers.clear();
      pending.rejectAll((name) => new BridgeUnavailableError('disposed', name));
    },
  };
}
