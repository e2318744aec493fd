import { GatewayError, guardFor } from './gateway-error';

/**
 * No complete answer within the gateway's `timeoutMs` (default 15 s).
 *
 * @example
 * ```ts
 * if (isTimeoutError(e)) Toast.show(e.message);
 * ```
 */
export class TimeoutError extends GatewayError {
  override readonly name: string = 'TimeoutError';

  constructor(timeoutMs: number) {
    super(`请求超时（${timeoutMs / 1000} 秒），请稍后重试`);
  }
}

/**
 * @example
 * ```ts
 * if (isTimeoutError(e)) offerRetry();
 * ```
 */
export const isTimeoutError = guardFor<TimeoutError>('TimeoutError');
