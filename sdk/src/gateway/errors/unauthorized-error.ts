import { GatewayError, guardFor } from './gateway-error';

/**
 * HTTP 401 (message: the decrypted response text, or its `msg`) or a missing response
 * (message `'Unauthorized'`, no status).
 *
 * @example
 * ```ts
 * if (isUnauthorizedError(e)) console.warn(e.message);
 * ```
 */
export class UnauthorizedError extends GatewayError {
  override readonly name: string = 'UnauthorizedError';

  constructor(message = 'Unauthorized', status?: number) {
    super(message || 'Unauthorized', status === undefined ? {} : { status });
  }
}

/**
 * @example
 * ```ts
 * if (isUnauthorizedError(e)) goToLogin();
 * ```
 */
export const isUnauthorizedError = guardFor<UnauthorizedError>('UnauthorizedError');
