import { GatewayError, guardFor } from './gateway-error';

/**
 * docs/product.md §8: the message when the business envelope has no `msg`, or there is no envelope.
 *
 * @example
 * ```ts
 * if (e.message === BUSINESS_FAILURE_MESSAGE) showGenericFailure();
 * ```
 */
export const BUSINESS_FAILURE_MESSAGE = '接口失败';

/**
 * The business envelope `{code, msg, data}` said no (`code !== '200'`). Message: `msg`, else
 * `'接口失败'`. (An answer that is not an envelope at all is a `ProtocolError`.)
 *
 * @example
 * ```ts
 * if (isBusinessError(e)) Toast.show(e.message);
 * ```
 */
export class BusinessError extends GatewayError {
  override readonly name: string = 'BusinessError';
  readonly code: string | undefined;

  constructor(code: string | undefined, message?: string, status?: number) {
    super(message || BUSINESS_FAILURE_MESSAGE, status === undefined ? {} : { status });
    this.code = code;
  }
}

/**
 * @example
 * ```ts
 * if (isBusinessError(e) && e.code === '5001') showRealNamePrompt();
 * ```
 */
export const isBusinessError = guardFor<BusinessError>('BusinessError');
