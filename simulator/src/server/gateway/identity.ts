// Who is calling: the dev token `sim-token:<session>:<scenario>` from the sealed TOKEN header, or
// from the plain `sim_token` cookie on the official-account page (docs/simulator.md).
import type { IncomingHttpHeaders } from 'node:http';
import { isScenarioName, type ScenarioName } from '../state/scenarios';
import type { AccessContext } from './access';
import { rsaDecryptBase64 } from './crypto';
import { UnauthorizedRequestError } from './errors';

export interface Identity {
  session: string;
  scenario: ScenarioName;
}

const TOKEN = /^sim-token:([A-Za-z0-9_.-]{1,64}):([a-z-]+)$/;

/** Parses a dev token; null when it is not one. */
export function parseToken(token: string): Identity | null {
  const m = TOKEN.exec(token.trim());
  if (!m || !isScenarioName(m[2])) return null;
  return { session: m[1]!, scenario: m[2] };
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

// RSA decryption costs milliseconds in JavaScript; a page sends the same sealed token many times.
// Cached per private key, so two simulators with different keys never share an answer.
const openedByKey = new Map<string, Map<string, string>>();
const CACHE_LIMIT = 1000;

function openTokenHeader(value: string, pem: string): string {
  let opened = openedByKey.get(pem);
  if (!opened) {
    opened = new Map();
    openedByKey.set(pem, opened);
  }
  const hit = opened.get(value);
  if (hit !== undefined) return hit;
  let plain: string;
  try {
    plain = rsaDecryptBase64(decodeURIComponent(value), pem);
  } catch {
    throw new UnauthorizedRequestError('invalid');
  }
  if (opened.size >= CACHE_LIMIT) opened.clear();
  opened.set(value, plain);
  return plain;
}

/** The caller's identity, or UnauthorizedRequestError ('missing' or 'invalid'). */
export function identify(headers: IncomingHttpHeaders, context: AccessContext, pem: string): Identity {
  const header = typeof headers.token === 'string' ? headers.token.trim() : '';
  let token: string | undefined;
  if (header !== '') token = openTokenHeader(header, pem);
  else if (context === 'officialAccount') token = cookieValue(headers.cookie, 'sim_token');
  if (!token) throw new UnauthorizedRequestError('missing');
  const identity = parseToken(token);
  if (!identity) throw new UnauthorizedRequestError('invalid');
  return identity;
}
