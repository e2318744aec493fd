// Channel labels for the `source` query parameter (docs/product.md §1, §9).

/**
 * Source code → channel label. '01'–'06' come from the `source` query parameter; the two fixed
 * codes `MINI_PROGRAM` and `MINI_PROGRAM_APP` are this project's names for the mini program and
 * the mini-program app source, which the specification says exist without giving their codes.
 *
 * @example
 * ```ts
 * CHANNELS['02']; // '公众号'
 * ```
 */
export const CHANNELS = {
  '01': 'EPOS设备',
  '02': '公众号',
  '03': '订阅消息',
  '04': '模板消息',
  '05': 'PLUS APP',
  '06': '智能POS设备',
  MINI_PROGRAM: '小程序',
  MINI_PROGRAM_APP: '小程序APP',
} as const;

/** A key of {@link CHANNELS}. @example const c: ChannelCode = '01'; */
export type ChannelCode = keyof typeof CHANNELS;

/**
 * The channel label of a source code, or undefined for an unknown or missing code.
 *
 * @example
 * ```ts
 * channelForSource('06'); // '智能POS设备'
 * channelForSource('99'); // undefined
 * ```
 */
export function channelForSource(code: string | null | undefined): string | undefined {
  if (typeof code !== 'string' || !Object.prototype.hasOwnProperty.call(CHANNELS, code)) return undefined;
  return CHANNELS[code as ChannelCode];
}
