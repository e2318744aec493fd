// Reads the host a page asked for: `__host`/`__version`/`__scenario`/`__session`/`__bridgeLog` on
// /h5 and /__sim/probe, `host`/`version`/... on /__sim/shim.js, falling back to the session's settings.
import { HOST_KINDS, isHostKind, type HostKindName } from '../../shared/host-profiles';
import { HostRequestError } from '../control/errors';
import { parseVersion, type HostSettingsStore } from './settings';

export interface HostSelection {
  host: HostKindName;
  version: number;
  scenario: string;
  session: string;
  /**
   * Whether the shim writes the bridge log (default). `__bridgeLog=off` keeps it to what the
   * simulator needs (the page's answers to native calls): a real host logs nothing over the page's
   * network, so the bench measures the page without the log's requests.
   */
  bridgeLog: boolean;
}

const SESSION = /^[A-Za-z0-9_.-]{1,64}$/;
const SCENARIO = /^[a-z0-9-]{1,40}$/;

export type QueryLike = Record<string, unknown>;

function text(query: QueryLike, key: string): string | undefined {
  const value = query[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** @example isSessionId('e2e-1f3a') // true */
export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION.test(value);
}

/**
 * Resolves the selection; throws HostRequestError (→ 400) for values that are present but invalid.
 *
 * @example readHostSelection({ __host: 'ios' }, store, '__') // { host: 'ios', version: 360, ... }
 */
export function readHostSelection(
  query: QueryLike,
  store: HostSettingsStore,
  prefix: '__' | '',
): HostSelection {
  const session = text(query, `${prefix}session`) ?? 'default';
  if (!isSessionId(session)) throw new HostRequestError('session must match [A-Za-z0-9_.-]{1,64}');
  const defaults = store.get(session);
  const host = text(query, `${prefix}host`) ?? defaults.host;
  if (!isHostKind(host))
    throw new HostRequestError(`unknown host ${JSON.stringify(host)}; use ${HOST_KINDS.join('|')}`);
  const versionText = text(query, `${prefix}version`);
  const version = versionText === undefined ? defaults.version : parseVersion(versionText);
  const scenario = text(query, `${prefix}scenario`) ?? defaults.scenario;
  if (!SCENARIO.test(scenario))
    throw new HostRequestError('scenario must be a scenario name such as certified');
  const bridgeLog = text(query, `${prefix}bridgeLog`) ?? 'on';
  if (bridgeLog !== 'on' && bridgeLog !== 'off') throw new HostRequestError('bridgeLog must be on or off');
  return { host, version, scenario, session, bridgeLog: bridgeLog === 'on' };
}

/** The shim's own URL for a selection. */
export function shimUrl(selection: HostSelection): string {
  const q = new URLSearchParams({
    host: selection.host,
    version: String(selection.version),
    session: selection.session,
    scenario: selection.scenario,
  });
  if (!selection.bridgeLog) q.set('bridgeLog', 'off');
  return `/__sim/shim.js?${q.toString()}`;
}
