// The native bridge v1 factory (DESIGN.md "Native bridge v1").
import { detectOs } from '../client/os';
import { BridgeUnavailableError } from './errors/bridge-unavailable-error';
import { UNKNOWN_DEVICE_MESSAGE, UnknownDeviceError } from './errors/unknown-device-error';
import { mockAnswer } from './mock';
import { createPendingCalls } from './pending';
import { createReceiver } from './receive';
import { createTransport } from './transport';
import { listenToCustomerService } from './customer-service';
import type { Bridge, BridgeHandler, BridgeOptions, BridgeOutMessage, BridgeWindow } from './types';

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_MESSAGE_LENGTH = 10_000_000;

/**
 * Creates the native bridge for one window: installs `win.merchantBridgeReceive` (unless the
 * page's origin is not `allowedOrigin`) and sends calls through the Android or iOS handler.
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
  const defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  const mock = options.mock || undefined;
  const setTimer = options.setTimeout ?? ((cb: () => void, ms: number) => globalThis.setTimeout(cb, ms));
  const clearTimer = options.clearTimeout ?? ((h: never) => globalThis.clearTimeout(h));
  const pending = createPendingCalls(
    { setTimeout: setTimer, clearTimeout: clearTimer },
    options.random ?? Math.random,
  );
  const handlers = new Map<string, BridgeHandler>();
  const transport = createTransport(win, platform);

  const originAllowed = options.allowedOrigin === undefined || win.location?.origin === options.allowedOrigin;
  let unavailable: 'origin' | 'disposed' | undefined = originAllowed ? undefined : 'origin';
  if (!originAllowed) logger.warn('[bridge] 当前页面来源不允许使用原生桥');

  function send(message: BridgeOutMessage): void {
    if (!transport) throw new BridgeUnavailableError('no-host', message.functionName);
    transport(message);
  }

  const receive = createReceiver({
    pending,
    handlers,
    logger,
    maxMessageLength: options.maxMessageLength ?? DEFAULT_MAX_MESSAGE_LENGTH,
    reply: (message) => {
      if (mock) return;
      if (!transport) throw new Error(platform === 'unknown' ? UNKNOWN_DEVICE_MESSAGE : '宿主没有消息通道');
      transport(message);
    },
  });
  let stopListening = () => {};
  if (originAllowed) {
    win.merchantBridgeReceive = receive;
    if (platform === 'ios' && options.customerServiceOrigin) {
      stopListening = listenToCustomerService(win, options.customerServiceOrigin, receive, logger);
    }
  }

  function call<T>(
    functionName: string,
    data: unknown = {},
    callOptions: { timeoutMs?: number; interactive?: boolean } = {},
  ): Promise<T> {
    if (unavailable) return Promise.reject(new BridgeUnavailableError(unavailable, functionName));
    if (mock) {
      const { delayMs, value } = mockAnswer(mock, functionName, data);
      return new Promise<T>((resolve) => setTimer(() => resolve(value as T), delayMs));
    }
    if (platform === 'unknown') {
      logger.warn(UNKNOWN_DEVICE_MESSAGE);
      return Promise.reject(new UnknownDeviceError(functionName));
    }
    const timeoutMs =
      callOptions.timeoutMs ?? (callOptions.interactive === false ? defaultTimeoutMs : undefined);
    const { id, promise } = pending.add(functionName, timeoutMs);
    try {
      send({ functionName, data, callbackId: id, async: true });
    } catch (e) {
      pending.settle(String(id), { error: e instanceof Error ? e : new Error(String(e)) });
    }
    return promise as Promise<T>;
  }

  return {
    platform,
    get installed() {
      return unavailable === undefined;
    },
    defaultTimeoutMs,
    call,
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
      handlers.set(functionName, handler);
      return () => {
        if (handlers.get(functionName) === handler) handlers.delete(functionName);
      };
    },
    dispose() {
      if (unavailable === 'disposed') return;
      const wasInstalled = unavailable === undefined;
      unavailable = 'disposed';
      if (wasInstalled && win.merchantBridgeReceive === receive) delete win.merchantBridgeReceive;
      stopListening();
      handlers.clear();
      pending.rejectAll((name) => new BridgeUnavailableError('disposed', name));
    },
  };
}
