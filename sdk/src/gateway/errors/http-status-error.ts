import { GatewayError, guardFor } from './gateway-error';

/**
 * An HTTP status outside 200–299 and 400 (and not 401); the message is the status text
 * (`HTTP <status>` when the server sent none, as over HTTP/2).
 *
 * @example
 * ```ts
 * if (isHttpStatusError(e) && e.status >= 500) showRetry();
 * ```
 */
export class HttpStatusError extends GatewayError {
  override readonly name: string = 'HttpStatusError';
  declare readonly status: number;

  constructor(status: number, statusText: string) {
    super(statusText || `HTTP ${status}`, { status });
  }
}

/**
 * @example
 * ```ts
 * if (isHttpStatusError(e)) console.warn(e.status);
 * ```
 */
export const isHttpStatusError = guardFor<HttpStatusError>('HttpStatusError');
