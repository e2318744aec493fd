import { GatewayError, guardFor } from './gateway-error';

/**
 * The call could not be sent as asked: a path parameter is missing, or a GET was given a body.
 * A programming error, raised before anything goes on the wire.
 *
 * @example
 * ```ts
 * if (isInvalidRequestError(e)) console.error(e.message); // 'Missing path parameter "id" for integral/detail/{id}'
 * ```
 */
export class InvalidRequestError extends GatewayError {
  override readonly name: string = 'InvalidRequestError';
}

/**
 * @example
 * ```ts
 * expect(isInvalidRequestError(error)).toBe(true);
 * ```
 */
export const isInvalidRequestError = guardFor<InvalidRequestError>('InvalidRequestError');
