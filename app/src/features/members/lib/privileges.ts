// Which screen explains a privilege: four have their own route (the old app's addresses), every
// other key opens the common explanation with the key and the merchant's vipStatus in the address.
// The rights claimed as coupons have a claim screen too, linked from their explanation.
import type { MemberPrivilegeKey, MemberRightId, VipStatus } from '@merchant-h5/sdk';
import { href, paths } from '../../../config/paths';
import type { FixedPattern } from '../../../config/paths';

/** The privilege keys with a route of their own, by that route's pattern. */
export const OWN_ROUTES = {
  reduceFee: paths.members.reduceFeePage,
  birthday: paths.members.explainBirthDayPage,
  integral: paths.members.explainIntegralPage,
  freeReplacement: paths.members.freeReplacement,
} as const;

type OwnKey = keyof typeof OWN_ROUTES;

/** The rights claimed as coupons, by their claim screen's pattern. */
export const RIGHT_ROUTES: Record<MemberRightId, FixedPattern> = {
  monthlyPackage: paths.members.monExclusivePackage,
  eightFoldVoucher: paths.members.eightFoldVoucher,
  membersPackage: paths.members.membersExclusivePackage,
};

export const isRightId = (key: string): key is MemberRightId =>
  Object.prototype.hasOwnProperty.call(RIGHT_ROUTES, key);

/** The right a claim screen's pattern shows ('monthlyPackage' when the pattern is not one of them). */
export function rightOfRoute(pattern: string | null): MemberRightId {
  const ids = Object.keys(RIGHT_ROUTES) as MemberRightId[];
  for (const id of ids) if (RIGHT_ROUTES[id] === pattern) return id;
  return 'monthlyPackage';
}

const isOwnKey = (key: string): key is OwnKey => Object.prototype.hasOwnProperty.call(OWN_ROUTES, key);

/** The explanation's address for a privilege. */
export function privilegeHref(key: MemberPrivilegeKey, vipStatus: VipStatus): string {
  if (isOwnKey(key)) return href(OWN_ROUTES[key]);
  return href(paths.members.explainCommonPage, { type: key, vipStatus });
}

/** The privilege a route explains: its own route's key, or null for the common page (key from the address). */
export function keyOfRoute(pattern: string | null): OwnKey | null {
  for (const key of Object.keys(OWN_ROUTES) as OwnKey[]) if (OWN_ROUTES[key] === pattern) return key;
  return null;
}

/** The symbol shown for an icon token; an unknown token shows the privilege's first character. */
const ICONS: Record<string, string> = {
  fee: '%',
  device: '⇄',
  gift: '礼',
  voucher: '券',
  birthday: '寿',
  points: '×2',
};

export function iconText(icon: string, name: string): string {
  return ICONS[icon] ?? name.slice(0, 1);
}
