/**
 * The host app is too old for a gated bridge call (see `VERSION_GATES`).
 *
 * @example
 * ```ts
 * native.openNotificationSettings().catch((e) => { if (isVersionGateError(e)) toast('请升级APP'); });
 * ```
 */
export class VersionGateError extends Error {
  override readonly name = 'VersionGateError';
  constructor(
    readonly functionName: string,
    /** The rule the version failed, e.g. '> 331' or '>= 319'. */
    readonly requirement: string,
    readonly appVersion: number,
  ) {
    super(`当前APP版本不支持 ${functionName}（需要版本 ${requirement}）`);
  }
}

/** @example if (isVersionGateError(e)) toast('请升级APP'); */
export function isVersionGateError(e: unknown): e is VersionGateError {
  return e instanceof VersionGateError;
}
