// The whole harness setup lives in the page's query, so a link reproduces it for a colleague.
// `?host=ios&version=331&env=test&scenario=certified&source=02&route=/message/index&size=390x844&session=qa-1&device.PHONE_MODLE=Mate60&without=scanIdCard,scanBankCard`
import { isHostKind } from '../../shared/host-profiles';
import { DEFAULT_HOST_SETTINGS } from '../../shared/host-settings';
import {
  ENVIRONMENTS,
  SCREEN_SIZES,
  type EnvironmentChoice,
  type HostKindName,
  type ScreenSizeId,
} from './options';

export interface HarnessSetup {
  host: HostKindName;
  version: number;
  env: EnvironmentChoice;
  scenario: string;
  source: string;
  /** The H5 route, optionally with its own query: `/message/index?x=1`. */
  route: string;
  size: ScreenSizeId;
  session: string;
  device: Record<string, string>;
  /** Bridge calls the host lacks (answered NOT_FOUND). */
  withoutCalls: string[];
}

export const DEFAULT_SETUP: HarnessSetup = {
  host: DEFAULT_HOST_SETTINGS.host,
  version: DEFAULT_HOST_SETTINGS.version,
  env: 'mock',
  scenario: DEFAULT_HOST_SETTINGS.scenario,
  source: '',
  route: '/',
  size: '390x844',
  session: 'default',
  device: {},
  withoutCalls: [],
};

const DEVICE_PREFIX = 'device.';

/** @example readSetup('?host=ios&version=331').host // 'ios' */
export function readSetup(search: string): HarnessSetup {
  const q = new URLSearchParams(search);
  const pick = <T>(key: string, valid: (v: string) => boolean, fallback: T, map: (v: string) => T): T => {
    const v = q.get(key);
    return v !== null && valid(v) ? map(v) : fallback;
  };
  const device: Record<string, string> = {};
  for (const [key, value] of q)
    if (key.startsWith(DEVICE_PREFIX) && key.length > DEVICE_PREFIX.length)
      device[key.slice(DEVICE_PREFIX.length)] = value;
  const id = (v: string) => v;
  return {
    host: pick('host', isHostKind, DEFAULT_SETUP.host, (v) => v as HostKindName),
    version: pick('version', (v) => /^\d{1,5}$/.test(v) && Number(v) > 0, DEFAULT_SETUP.version, Number),
    env: pick(
      'env',
      (v) => (ENVIRONMENTS as readonly string[]).includes(v),
      DEFAULT_SETUP.env,
      (v) => v as EnvironmentChoice,
    ),
    scenario: pick('scenario', (v) => /^[a-z0-9-]{1,40}$/.test(v), DEFAULT_SETUP.scenario, id),
    source: pick('source', (v) => /^\d{2}$/.test(v), DEFAULT_SETUP.source, id),
    route: pick('route', (v) => v.startsWith('/'), DEFAULT_SETUP.route, id),
    size: pick(
      'size',
      (v) => SCREEN_SIZES.some((s) => s.id === v),
      DEFAULT_SETUP.size,
      (v) => v as ScreenSizeId,
    ),
    session: pick('session', (v) => /^[A-Za-z0-9_.-]{1,64}$/.test(v), DEFAULT_SETUP.session, id),
    device,
    withoutCalls: callNames(q.get('without') ?? ''),
  };
}

/** `'scanIdCard, scanBankCard'` → the valid call names, once each. */
export function callNames(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((n) => /^[A-Za-z][\w.]{0,63}$/.test(n)))];
}

/** Only what differs from the defaults, so links stay short. @example writeSetup(DEFAULT_SETUP) // '' */
export function writeSetup(setup: HarnessSetup): string {
  const q = new URLSearchParams();
  const keys = ['host', 'version', 'env', 'scenario', 'source', 'route', 'size', 'session'] as const;
  for (const key of keys) if (setup[key] !== DEFAULT_SETUP[key]) q.set(key, String(setup[key]));
  for (const [field, value] of Object.entries(setup.device))
    if (value !== '') q.set(DEVICE_PREFIX + field, value);
  if (setup.withoutCalls.length) q.set('without', setup.withoutCalls.join(','));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/**
 * The iframe's address: the route on the environment's origin, with the deep-link parameters.
 *
 * @example h5Url(DEFAULT_SETUP, 'http://localhost:5170') // 'http://localhost:5170/h5/?__host=android&...'
 */
export function h5Url(setup: HarnessSetup, origin: string): string {
  const [pathPart = '/', queryPart = ''] = setup.route.split('?', 2);
  const q = new URLSearchParams(queryPart);
  q.set('__host', setup.host);
  q.set('__version', String(setup.version));
  q.set('__scenario', setup.scenario);
  q.set('__session', setup.session);
  if (setup.source) q.set('source', setup.source);
  const path = pathPart.replace(/^\/+/, '');
  return `${origin}/h5/${path}?${q.toString()}`;
}
