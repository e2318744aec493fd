// docs/product.md §5: on iOS, messages from the customer-service chat origin count only when they are
// strings that parse as JSON; the chat page also posts objects of its own, which must not
// reach the bridge.
import type { BridgeLogger, BridgeMessageEvent, BridgeWindow } from './types';

/**
 * Listens for `message` events from `origin` and forwards the ones whose data is a string to
 * `receive`, which parses it and ignores anything that is not a JSON message. Returns the function that stops listening.
 *
 * @example
 * ```ts
 * const stop = listenToCustomerService(window, 'https://kefu.example.com', receive, console);
 * ```
 */
export function listenToCustomerService(
  win: BridgeWindow,
  origin: string,
  receive: (message: unknown) => void,
  logger: BridgeLogger,
): () => void {
  if (typeof win.addEventListener !== 'function') return () => {};
  const listener = (event: BridgeMessageEvent) => {
    if (event.origin !== origin) return;
    if (typeof event.data !== 'string') {
      logger.warn('[bridge] 忽略客服页面的非字符串消息');
      return;
    }
    // The receive path parses it (bounded by maxMessageLength) and ignores what is not a JSON object.
    receive(event.data);
  };
  win.addEventListener('message', listener);
  return () => win.removeEventListener?.('message', listener);
}
