/**
 * The native host did not answer a bridge call within its timeout.
 *
 * @example
 * ```ts
 * try { await bridge.call('getBaseRequestParams', {}, { timeoutMs: 3000 }); }
 * catch (e) { if (isBridgeTimeoutError(e)) console.warn(e.functionName, e.timeoutMs); }
 * ```
 */
export class BridgeTimeoutError extends Error {
  override readonly name = 'BridgeTimeoutError';
  constructor(
    readonly functionName: string,
    readonly timeoutMs: number,
  ) {
    super(`原生调用超时: ${functionName} (${timeoutMs} ms)`);
  }
}

/** @example if (isBridgeTimeoutError(e)) retry(); */
export function isBridgeTimeoutError(e: unknown): e is BridgeTimeoutError {
  return e instanceof BridgeTimeoutError;
}
