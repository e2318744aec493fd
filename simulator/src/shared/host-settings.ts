// A session's host settings as GET/PUT /__sim/host carry them, and their defaults: the server
// (hosts/settings.ts) and the harness read the same shape. Pure data.
import { NEWEST_APP_VERSION, type HostKindName } from './host-profiles';

export const ENVIRONMENTS = ['mock', 'test', 'alpha', 'production'] as const;
export type EnvironmentChoice = (typeof ENVIRONMENTS)[number];

export interface HostSettings {
  host: HostKindName;
  version: number;
  scenario: string;
  /** `source` query code 01–06, added to /h5 links that lack one; '' = none. */
  source: string;
  /** Informational: the environment follows the page's hostname; the harness picks the origin from it. */
  environment: EnvironmentChoice;
  device: Record<string, string>;
  /**
   * Canned native answers replaced for this session, by function name (e.g. a credit card for
   * `scanBankCard`): an object each, merged over fixtures/bridge/answers.json.
   */
  answers: Record<string, Record<string, unknown>>;
  /** Bridge calls this session's host lacks: the shim answers them errorCode NOT_FOUND. */
  withoutCalls: string[];
}

export const DEFAULT_HOST_SETTINGS: HostSettings = {
  host: 'android',
  version: NEWEST_APP_VERSION,
  scenario: 'certified',
  source: '',
  environment: 'mock',
  device: {},
  answers: {},
  withoutCalls: [],
};
