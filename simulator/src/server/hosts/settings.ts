// Per-session host settings (GET/PUT /__sim/host): the defaults a deep link falls back to when it
// omits __host/__version/__scenario/source, plus device-info overrides for getBaseRequestParams.
import { HostRequestError } from '../control/errors';
import { isHostKind } from '../../shared/host-profiles';
import {
  DEFAULT_HOST_SETTINGS,
  ENVIRONMENTS,
  type EnvironmentChoice,
  type HostSettings,
} from '../../shared/host-settings';

/** Validates a partial update; throws HostRequestError with a message fit for a 400 answer. */
export function parseHostSettingsPatch(input: unknown): Partial<HostSettings> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new HostRequestError('body must be a JSON object');
  const body = input as Record<string, unknown>;
  const patch: Partial<HostSettings> = {};
  if (body.host !== undefined) {
    if (!isHostKind(body.host)) throw new HostRequestError(`unknown host ${JSON.stringify(body.host)}`);
    patch.host = body.host;
  }
  if (body.version !== undefined) patch.version = parseVersion(body.version);
  if (body.scenario !== undefined) {
    if (typeof body.scenario !== 'string' || !/^[a-z0-9-]{1,40}$/.test(body.scenario))
      throw new HostRequestError('scenario must be a scenario name');
    patch.scenario = body.scenario;
  }
  if (body.source !== undefined) {
    if (typeof body.source !== 'string' || !/^(|\d{2})$/.test(body.source))
      throw new HostRequestError('source must be a two-digit code or ""');
    patch.source = body.source;
  }
  if (body.environment !== undefined) {
    if (!(ENVIRONMENTS as readonly unknown[]).includes(body.environment))
      throw new HostRequestError(`environment must be one of ${ENVIRONMENTS.join(', ')}`);
    patch.environment = body.environment as EnvironmentChoice;
  }
  if (body.device !== undefined) patch.device = parseDevice(body.device);
  if (body.answers !== undefined) patch.answers = parseAnswers(body.answers);
  if (body.withoutCalls !== undefined) patch.withoutCalls = parseCallNames(body.withoutCalls);
  return patch;
}

/** @example parseVersion('331') // 331 */
export function parseVersion(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 99999)
    throw new HostRequestError('version must be a positive integer such as 360');
  return n;
}

function parseDevice(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HostRequestError('device must be an object of strings');
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string' || v.length > 200)
      throw new HostRequestError(`device.${key} must be a string (≤ 200 chars)`);
    out[key] = v;
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseAnswers(value: unknown): Record<string, Record<string, unknown>> {
  if (!isObject(value)) throw new HostRequestError('answers must be an object of objects');
  const entries = Object.entries(value);
  if (entries.length > 20 || JSON.stringify(value).length > 8_000)
    throw new HostRequestError('answers: at most 20 functions, 8 KB');
  for (const [name, answer] of entries)
    if (!/^\w{1,60}$/.test(name) || !isObject(answer))
      throw new HostRequestError(`answers.${name} must be an object`);
  return value as Record<string, Record<string, unknown>>;
}

function parseCallNames(value: unknown): string[] {
  if (
    !Array.isArray(value) ||
    value.length > 50 ||
    !value.every((v) => typeof v === 'string' && /^[A-Za-z][\w.]{0,63}$/.test(v))
  )
    throw new HostRequestError('withoutCalls must be a list of bridge call names such as ["scanIdCard"]');
  return [...new Set(value as string[])];
}

export interface HostSettingsStore {
  get(session: string): HostSettings;
  update(session: string, patch: Partial<HostSettings>): HostSettings;
  reset(session?: string): void;
}

/** @example const store = createHostSettingsStore(); store.update('qa-1', { host: 'ios' }); */
export function createHostSettingsStore(): HostSettingsStore {
  const bySession = new Map<string, HostSettings>();
  return {
    get: (session) =>
      bySession.get(session) ?? { ...DEFAULT_HOST_SETTINGS, device: {}, answers: {}, withoutCalls: [] },
    update(session, patch) {
      const current = this.get(session);
      const next = {
        ...current,
        ...patch,
        device: patch.device ? { ...patch.device } : current.device,
        answers: patch.answers ? { ...current.answers, ...patch.answers } : current.answers,
        withoutCalls: patch.withoutCalls ? [...patch.withoutCalls] : current.withoutCalls,
      };
      bySession.set(session, next);
      return next;
    },
    reset(session) {
      if (session === undefined) bySession.clear();
      else bySession.delete(session);
    },
  };
}
