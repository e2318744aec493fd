// The area tree every picker chooses from (the catalogue's province → city → district), read both
// ways: the names of chosen codes, and the codes of stored names (a delivery address keeps names).
// How an area reads on screen is the SDK's formatArea.
import type { AreaNames, AreaProvince } from '@merchant-h5/sdk';

/** The codes of an area from the province down; '' for a level not chosen. */
export interface AreaCodes {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

/** Nothing chosen. */
export const NO_AREA: AreaCodes = { provinceCode: '', cityCode: '', districtCode: '' };

/**
 * The names of the chosen levels; a level not chosen or not in the tree is undefined.
 *
 * @example areaNamesOf(areas, { provinceCode: '310000', cityCode: '310100', districtCode: '' })
 * // { province: '上海市', city: '上海市', district: undefined }
 */
export function areaNamesOf(areas: readonly AreaProvince[], codes: AreaCodes): AreaNames {
  const province = codes.provinceCode ? areas.find((p) => p.code === codes.provinceCode) : undefined;
  const city = codes.cityCode ? province?.cities.find((c) => c.code === codes.cityCode) : undefined;
  const district = codes.districtCode
    ? city?.districts.find((d) => d.code === codes.districtCode)
    : undefined;
  return { province: province?.name, city: city?.name, district: district?.name };
}

/**
 * The codes of stored names, level by level down to the first empty one. A name the tree does not
 * hold (an address saved before the list changed) leaves the whole area unchosen, so the merchant
 * chooses it again rather than keeping half of an area that no longer exists.
 *
 * @example areaCodesOf(areas, { province: '上海市', city: '上海市', district: '黄浦区' })
 * // { provinceCode: '310000', cityCode: '310100', districtCode: '310101' }
 */
export function areaCodesOf(areas: readonly AreaProvince[], names: AreaNames): AreaCodes {
  const [provinceName, cityName, districtName] = [names.province, names.city, names.district].map(
    (n) => n?.trim() ?? '',
  );
  if (!provinceName) return NO_AREA;
  const province = areas.find((p) => p.name === provinceName);
  if (!province) return NO_AREA;
  if (!cityName) return { ...NO_AREA, provinceCode: province.code };
  const city = province.cities.find((c) => c.name === cityName);
  if (!city) return NO_AREA;
  if (!districtName) return { ...NO_AREA, provinceCode: province.code, cityCode: city.code };
  const district = city.districts.find((d) => d.name === districtName);
  if (!district) return NO_AREA;
  return { provinceCode: province.code, cityCode: city.code, districtCode: district.code };
}

/**
 * The street of a one-line address: what follows its area's names, written with or without the
 * municipality's repeated city and with or without spaces; the whole line when it starts otherwise.
 *
 * @example streetAfterArea('上海市黄浦区南京东路 100 号', { province: '上海市', city: '上海市', district: '黄浦区' })
 * // '南京东路 100 号'
 */
export function streetAfterArea(address: string, names: AreaNames): string {
  const { province = '', city = '', district = '' } = names;
  const line = address.trim();
  const compact = line.replace(/\s+/g, '');
  const prefixes = [province + city + district, province + district, city + district, district]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  const prefix = prefixes.find((p) => compact.startsWith(p));
  if (!prefix) return line;
  // Walk the line to where the prefix's characters end, spaces between them included.
  let seen = 0;
  let i = 0;
  while (i < line.length && seen < prefix.length) {
    if (!/\s/.test(line[i]!)) seen++;
    i++;
  }
  return line.slice(i).trim();
}
