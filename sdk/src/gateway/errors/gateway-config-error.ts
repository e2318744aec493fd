import { GatewayError, guardFor } from './gateway-error';

/**
 * `createGateway` was given options it cannot work with: an unusable public key, or plain bodies
 * asked for in production. Thrown by `createGateway` itself, never by a call.
 *
 * @example
 * ```ts
 * try { createGateway(options); } catch (e) { if (isGatewayConfigError(e)) showSetupError(e.message); }
 * ```
 */
export class GatewayConfigError extends GatewayError {
  override readonly name: string = 'GatewayConfigError';
}

/**
 * @example
 * ```ts
 * expect(() => createGateway({ ...options, publicKey: 'x' })).toThrow(GatewayConfigError);
 * ```
 */
export const isGatewayConfigError = guardFor<GatewayConfigError>('GatewayConfigError');
