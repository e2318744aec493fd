/**
 * The text docs/product.md §5 requires when the user agent is neither Android nor iOS.
 *
 * @example
 * ```ts
 * logger.warn(UNKNOWN_DEVICE_MESSAGE); // '未知移动设备！'
 * ```
 */
export const UNKNOWN_DEVICE_MESSAGE = '未知移动设备！';

/**
 * The user agent is neither Android nor iOS, so nothing was sent to a native host.
 *
 * @example
 * ```ts
 * bridge.call('scanQrCode').catch((e) => { if (isUnknownDeviceError(e)) showBrowserFallback(); });
 * ```
 */
export class UnknownDeviceError extends Error {
  override readonly name = 'UnknownDeviceError';
  constructor(readonly functionName: string) {
    super(UNKNOWN_DEVICE_MESSAGE);
  }
}

/** @example if (isUnknownDeviceError(e)) showBrowserFallback(); */
export function isUnknownDeviceError(e: unknown): e is UnknownDeviceError {
  return e instanceof UnknownDeviceError;
}
