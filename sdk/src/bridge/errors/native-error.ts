/**
 * The native host answered a call with `errorCode`/`errorMsg` instead of data.
 *
 * @example
 * ```ts
 * bridge.call('scanBankCard').catch((e) => { if (isNativeError(e)) toast(e.errorMsg); });
 * ```
 */
export class NativeError extends Error {
  override readonly name = 'NativeError';
  constructor(
    readonly errorCode: string,
    readonly errorMsg: string,
  ) {
    super(errorMsg || `原生错误 ${errorCode}`);
  }
}

/** @example if (isNativeError(e)) toast(e.errorMsg); */
export function isNativeError(e: unknown): e is NativeError {
  return e instanceof NativeError;
}
