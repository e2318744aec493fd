// How a message reaches the host: Android takes a JSON string, iOS's WKWebView handler an object.
import type { ClientOs } from '../client/os';
import type { BridgeWindow } from './types';

/** Sends one message to the host; throws what the host's postMessage throws. */
export type Transport = (message: object) => void;

/**
 * The host's message channel for a platform, or null when the page has none (unknown device,
 * or a user agent that claims a platform whose handler is missing).
 *
 * @example
 * ```ts
 * const send = createTransport(window, 'android');
 * send?.({ functionName: 'setTitle', data: { title: '交易记录' }, async: false });
 * ```
 */
export function createTransport(win: BridgeWindow, platform: ClientOs): Transport | null {
  if (platform === 'android') {
    const host = win.merchantBridge;
    if (!host || typeof host.postMessage !== 'function') return null;
    return (message) => host.postMessage(JSON.stringify(message));
  }
  if (platform === 'ios') {
    const host = win.webkit?.messageHandlers?.merchantBridge;
    if (!host || typeof host.postMessage !== 'function') return null;
    return (message) => host.postMessage(message);
  }
  return null;
}
