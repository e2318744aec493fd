// How an area reads on screen: province, city and district, the city left out where it repeats the
// province (the municipalities 北京, 上海, 天津 and 重庆 are both), so no screen writes 上海市上海市.
// The app and the simulator share this one rule.

/**
 * The names of an area from the province down; a level not known is '' or undefined.
 *
 * @example
 * const names: AreaNames = { province: '上海市', city: '上海市', district: '黄浦区' };
 */
export interface AreaNames {
  province?: string | undefined;
  city?: string | undefined;
  district?: string | undefined;
}

/**
 * The one display of an area: its names joined by a space, the city dropped when it equals the
 * province, empty levels dropped.
 *
 * @example
 * ```ts
 * formatArea({ province: '上海市', city: '上海市', district: '黄浦区' }); // '上海市 黄浦区'
 * formatArea({ province: '浙江省', city: '杭州市', district: '西湖区' }); // '浙江省 杭州市 西湖区'
 * ```
 */
export function formatArea({ province, city, district }: AreaNames): string {
  const names = [province, city === province ? undefined : city, district];
  return names
    .map((n) => n?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * An area label the server or a draft already joined ('上海市 上海市 黄浦区'), read as province, city
 * and district and shown as {@link formatArea} shows it.
 *
 * @example
 * ```ts
 * formatAreaLabel('上海市 上海市 黄浦区'); // '上海市 黄浦区'
 * ```
 */
export function formatAreaLabel(label: string | null | undefined): string {
  const [province, city, district] = (label ?? '').trim().split(/\s+/);
  return formatArea({ province, city, district });
}

/**
 * A full address: the area, then the street as written.
 *
 * @example
 * ```ts
 * formatAddress({ province: '上海市', city: '上海市', district: '黄浦区' }, '南京东路 100 号');
 * // '上海市 黄浦区 南京东路 100 号'
 * ```
 */
export function formatAddress(area: AreaNames, street: string | null | undefined): string {
  return [formatArea(area), street?.trim()].filter(Boolean).join(' ');
}
