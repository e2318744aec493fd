import { BUSINESS_FAILURE_MESSAGE } from './business-error';
import { GatewayError, guardFor } from './gateway-error';

/**
 * Why an answer broke the wire protocol: it did not decrypt (wrong or missing key), it was not a
 * business envelope `{code, msg, data}`, or a request body could not be sealed.
 *
 * @example
 * ```ts
 * const reason: ProtocolFailure = 'not-an-envelope';
 * ```
 */
export type ProtocolFailure = 'undecryptable' | 'not-an-envelope' | 'unsealable';

/**
 * The gateway answered, but not in the protocol: a body that cannot be opened, or one that is not
 * a business envelope. The merchant still reads docs/product.md §8's '接口失败'; `reason` and `cause`
 * say what an engineer needs (a proxy's HTML error page, a key mismatch).
 *
 * @example
 * ```ts
 * if (isProtocolError(e)) report(e.reason, e.status);
 * ```
 */
export class ProtocolError extends GatewayError {
  override readonly name: string = 'ProtocolError';
  readonly reason: ProtocolFailure;

  constructor(reason: ProtocolFailure, options: { status?: number; cause?: unknown } = {}) {
    super(BUSINESS_FAILURE_MESSAGE, options);
    this.reason = reason;
  }
}

/**
 * @example
 * ```ts
 * if (isProtocolError(e) && e.reason === 'undecryptable') checkKeys();
 * ```
 */
export const isProtocolError = guardFor<ProtocolError>('ProtocolError');
