import { GatewayError, guardFor } from './gateway-error';

/**
 * The call was cancelled: `gateway.abortAll()` or the caller's `signal`.
 *
 * @example
 * ```ts
 * if (isAbortError(e)) return; // the screen went away; nothing to show
 * ```
 */
export class AbortError extends GatewayError {
  override readonly name: string = 'AbortError';

  constructor(message = '请求已取消') {
    super(message);
  }
}

/**
 * @example
 * ```ts
 * if (!isAbortError(e)) report(e);
 * ```
 */
export const isAbortError = guardFor<AbortError>('AbortError');
