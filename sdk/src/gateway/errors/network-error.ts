import { GatewayError, guardFor } from './gateway-error';

// The user-facing text of docs/product.md §8 for a failed fetch.
const NETWORK_ERROR_MESSAGE = '网络连接异常,请检查网络设置！';

/**
 * The request never got an HTTP answer (offline, DNS, refused, reset); message per docs/product.md §8.
 *
 * @example
 * ```ts
 * if (isNetworkError(e)) Toast.show(e.message); // '网络连接异常,请检查网络设置！'
 * ```
 */
export class NetworkError extends GatewayError {
  override readonly name: string = 'NetworkError';

  constructor(cause?: unknown) {
    super(NETWORK_ERROR_MESSAGE, { cause });
  }
}

/**
 * @example
 * ```ts
 * if (isNetworkError(e)) showOfflinePage();
 * ```
 */
export const isNetworkError = guardFor<NetworkError>('NetworkError');
