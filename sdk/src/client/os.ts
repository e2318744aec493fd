/** Operating system as the bridge and the client detection see it. */
export type ClientOs = 'android' | 'ios' | 'unknown';

// The Apple pattern of the original H5 ("(iPhone; CPU iPhone OS 17_0 like Mac OS X"), plus the bare
// device names because some iPad/WKWebView user agents drop the "CPU ... Mac OS X" part.
const IOS_PATTERN = /\(i[^;]+;( U;)? CPU.+Mac OS X/;
const IOS_DEVICE = /iPhone|iPad/;

/**
 * Reads the operating system from a user agent: Android by /android/i, iOS by the Apple pattern.
 *
 * @example
 * ```ts
 * detectOs(navigator.userAgent); // 'android' | 'ios' | 'unknown'
 * ```
 */
export function detectOs(userAgent: string): ClientOs {
  if (/android/i.test(userAgent)) return 'android';
  if (IOS_PATTERN.test(userAgent) || IOS_DEVICE.test(userAgent)) return 'ios';
  return 'unknown';
}
