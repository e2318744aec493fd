// The native app's version gates (docs/product.md §6/§9) as the fake host enforces them. The SDK gates
// its own calls too; the host answers `errorCode: 'VERSION'` so a page that skips the check sees
// what an old app would do. Pure data: the harness marks the thresholds with it.

export interface HostVersionGate {
  functionName: string;
  threshold: number;
  /** How the threshold compares: `>=` for status reports, `>` for the others. */
  inclusive: boolean;
  label: string;
}

export const HOST_VERSION_GATES: readonly HostVersionGate[] = [
  { functionName: 'getNotificationStatus', threshold: 319, inclusive: true, label: '通知状态 (≥ 319)' },
  {
    functionName: 'openNotificationSettings',
    threshold: 331,
    inclusive: false,
    label: '打开通知设置 (> 331)',
  },
  { functionName: 'replacePage', threshold: 350, inclusive: false, label: '替换页面 (> 350)' },
];

/** @example gateAllows(HOST_VERSION_GATES[0], 319) // true */
export function gateAllows(gate: HostVersionGate, version: number): boolean {
  return gate.inclusive ? version >= gate.threshold : version > gate.threshold;
}

/** The function names an app of this version cannot run. */
export function blockedFunctions(version: number): string[] {
  return HOST_VERSION_GATES.filter((g) => !gateAllows(g, version)).map((g) => g.functionName);
}
