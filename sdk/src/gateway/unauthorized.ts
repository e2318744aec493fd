// The 401 flow of docs/product.md §8: message from the (decrypted) body, handler called once at a time.
import { isBusinessEnvelope } from './business-envelope';
import type { GatewayOptions } from './types';

/** The envelope's `msg` when there is one, else the decrypted text, else 'Unauthorized'. */
export function unauthorizedMessage(opened: unknown): string {
  if (isBusinessEnvelope(opened) && typeof opened.msg === 'string' && opened.msg) return opened.msg;
  if (typeof opened === 'string') return opened || 'Unauthorized';
  return JSON.stringify(opened) ?? 'Unauthorized';
}

/**
 * Calls `onUnauthorized` without waiting for it (the request fails at once, docs/product.md §8), and not
 * again while its previous promise is pending: five parallel 401s show one alert, not five.
 * Handler failures are swallowed: the caller already gets the UnauthorizedError.
 */
export function createUnauthorizedNotifier(
  handler: GatewayOptions['onUnauthorized'],
): (message: string) => void {
  let inFlight: Promise<void> | undefined;
  return (message) => {
    if (!handler || inFlight) return;
    try {
      inFlight = Promise.resolve(handler(message))
        .catch(() => undefined)
        .finally(() => {
          inFlight = undefined;
        });
    } catch {
      inFlight = undefined;
    }
  };
}
