// Base of every gateway failure. The brand (non-enumerable, not in the .d.ts) survives two copies
// of the SDK in one page (ESM + CJS), where `instanceof` would not.
const BRAND = Symbol.for('@merchant-h5/sdk/GatewayError');

/**
 * Base class of the gateway's errors; `status` is the HTTP status when there was one.
 *
 * @example
 * ```ts
 * try { await gateway.post('user-service', 'my/myInfo'); } catch (e) { if (isGatewayError(e)) toast(e.message); }
 * ```
 */
export class GatewayError extends Error {
  override readonly name: string = 'GatewayError';
  readonly status: number | undefined;

  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    Object.defineProperty(this, BRAND, { value: true });
  }
}

/**
 * True for any {@link GatewayError} (and subclasses).
 *
 * @example
 * ```ts
 * if (isGatewayError(e)) console.warn(e.name, e.status);
 * ```
 */
export function isGatewayError(error: unknown): error is GatewayError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
}

/** Builds an isX guard for a subclass: branded and carrying that name. */
export function guardFor<T extends GatewayError>(name: string): (error: unknown) => error is T {
  return (error: unknown): error is T => isGatewayError(error) && error.name === name;
}
