// docs/product.md §6: the host app's version gates some bridge calls.

/**
 * Version thresholds: replacePage needs > 350, openNotificationSettings > 331,
 * reportNotificationStatus (getNotificationStatus) ≥ 319.
 *
 * @example
 * ```ts
 * VERSION_GATES.replacePage; // 350
 * ```
 */
export const VERSION_GATES = {
  replacePage: 350,
  openNotificationSettings: 331,
  reportNotificationStatus: 319,
} as const;

/**
 * Reads an app version as the hosts send it: 360, '360', or dotted '3.6.0' (digits joined → 360).
 * Anything else is NaN, which passes no gate.
 *
 * @example
 * ```ts
 * parseAppVersion('3.5.1'); // 351
 * ```
 */
export function parseAppVersion(version: number | string | null | undefined): number {
  if (typeof version === 'number') return Number.isFinite(version) ? version : Number.NaN;
  if (typeof version !== 'string') return Number.NaN;
  const v = version.trim();
  if (/^\d+$/.test(v)) return Number(v);
  if (/^\d+(\.\d+)+$/.test(v)) return Number(v.split('.').join(''));
  return Number.NaN;
}

/** @example canReplacePage(351); // true — above 350 the page is replaced natively */
export function canReplacePage(version: number | string | null | undefined): boolean {
  return parseAppVersion(version) > VERSION_GATES.replacePage;
}

/** @example canOpenNotificationSettings(332); // true — above 331 */
export function canOpenNotificationSettings(version: number | string | null | undefined): boolean {
  return parseAppVersion(version) > VERSION_GATES.openNotificationSettings;
}

/** @example canReportNotificationStatus(319); // true — 319 or above */
export function canReportNotificationStatus(version: number | string | null | undefined): boolean {
  return parseAppVersion(version) >= VERSION_GATES.reportNotificationStatus;
}
