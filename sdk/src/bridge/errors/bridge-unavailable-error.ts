/** Why a bridge cannot carry a call. */
export type BridgeUnavailableReason = 'origin' | 'disposed' | 'no-host';

/**
 * The bridge cannot carry calls: the page's origin is not the allowed one (a third-party page
 * never gets the bridge), the bridge was disposed, or the detected host has no message handler.
 *
 * @example
 * ```ts
 * bridge.call('login').catch((e) => { if (isBridgeUnavailableError(e) && e.reason === 'origin') return; });
 * ```
 */
export class BridgeUnavailableError extends Error {
  override readonly name = 'BridgeUnavailableError';
  constructor(
    readonly reason: BridgeUnavailableReason,
    readonly functionName: string,
  ) {
    super(`原生桥不可用（${reason}）: ${functionName}`);
  }
}

/** @example if (isBridgeUnavailableError(e)) useWebFallback(); */
export function isBridgeUnavailableError(e: unknown): e is BridgeUnavailableError {
  return e instanceof BridgeUnavailableError;
}
