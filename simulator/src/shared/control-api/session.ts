// The session's own control routes: the index, scenario, reset, faults, logs, tokens, cipher, state.
import type { Fault, FaultSpec } from '../faults';
import { answer, field, oneOf, required, type Fields, type RouteSpec } from './schema';
import type { StateSummary } from './state-summary';

/** `?session=` of every session route (the body's `session` is read when the query has none). */
export const SESSION_QUERY = {
  session: field('session id, default "default" ([A-Za-z0-9_.-]{1,64})'),
} satisfies Fields;

export const RESPONSE_CIPHERS = ['auto', 'encrypted', 'plain'] as const;
export const LOG_KINDS = ['http', 'bridge', 'control'] as const;

/** One log entry as GET /__sim/logs answers it (tokens and card/ID numbers masked). */
export interface SimLogEntry {
  id: number;
  time: number;
  session: string;
  kind: (typeof LOG_KINDS)[number];
  summary: string;
  detail: unknown;
}

export interface ScenarioChoice {
  name: string;
  title: string;
  description: string;
}

/** One route as the index lists it. */
export interface IndexedRoute {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: Record<string, string> | string;
  description: string;
  served?: string;
}

export interface ControlIndex {
  name: string;
  gateway: Record<string, unknown>;
  routes: IndexedRoute[];
  faults: { shape: Record<string, string>; kinds: Record<string, string> };
}

type Session = { session: string };

export const SESSION_ROUTES = {
  'GET /': { description: 'this index', answer: answer<ControlIndex>() },
  'GET /scenario': {
    query: SESSION_QUERY,
    description: 'the session scenario and the scenarios available',
    answer: answer<Session & { scenario: string; scenarios: ScenarioChoice[] }>(),
  },
  'PUT /scenario': {
    query: SESSION_QUERY,
    body: { scenario: field<string>('a scenario name, one of gateway.scenarios') },
    description: 'switches the session to a scenario; its state starts over',
    answer: answer<Session & { scenario: string }>(),
  },
  'POST /reset': {
    query: SESSION_QUERY,
    body: { scenario: field('optional, another scenario') },
    description:
      'session state back to the scenario; tokens valid again, idempotency keys forgotten; faults stay',
    answer: answer<Session & { scenario: string; reset: true }>(),
  },
  'GET /faults': {
    query: SESSION_QUERY,
    description: 'the session faults',
    answer: answer<Session & { faults: Fault[] }>(),
  },
  'PUT /faults': {
    query: SESSION_QUERY,
    body: { faults: field<FaultSpec[]>('[fault] (or one fault, or an array): replaces the list') },
    description: 'sets the session faults',
    answer: answer<Session & { faults: Fault[] }>(),
  },
  'POST /faults': {
    query: SESSION_QUERY,
    body: field<FaultSpec>('fault'),
    description: 'adds one fault',
    answer: answer<Session & { fault: Fault }>(),
  },
  'DELETE /faults': {
    query: {
      ...SESSION_QUERY,
      id: field('optional fault id'),
      endpoint: field('optional endpoint name'),
    },
    description: 'removes faults (all without filters)',
    answer: answer<Session & { removed: number; faults: Fault[] }>(),
  },
  'GET /logs': {
    query: {
      session: field('session id, or * for all (default "default")'),
      kind: oneOf(LOG_KINDS, 'invalid_kind'),
      since: field('last log id seen'),
    },
    description:
      'log entries (HTTP with decrypted bodies, bridge, control), tokens and card/ID numbers masked',
    answer: answer<{ entries: SimLogEntry[] }>(),
  },
  'DELETE /logs': {
    query: { session: field('session id, or * for all') },
    description: 'clears logs',
    answer: answer<{ cleared: string }>(),
  },
  'POST /tokens/revoke': {
    query: SESSION_QUERY,
    description: 'the next gateway call answers 401 登录已失效，请重新登录',
    answer: answer<Session & { tokenStatus: 'revoked' }>(),
  },
  'POST /tokens/expire': {
    query: SESSION_QUERY,
    description: 'as revoke, recorded as expired',
    answer: answer<Session & { tokenStatus: 'expired' }>(),
  },
  'POST /tokens/restore': {
    query: SESSION_QUERY,
    description: 'tokens valid again',
    answer: answer<Session & { tokenStatus: 'valid' }>(),
  },
  'PUT /cipher': {
    query: SESSION_QUERY,
    body: { responseCipher: required(oneOf(RESPONSE_CIPHERS, 'invalid_cipher')) },
    description: 'response sealing: auto = sealed in production or when the request was sealed',
    answer: answer<Session & { responseCipher: (typeof RESPONSE_CIPHERS)[number] }>(),
  },
  'GET /state': {
    query: SESSION_QUERY,
    description:
      'a summary for QA: points, unread messages, orders, collections (the latest 5 payment orders), device applications, certification',
    answer: answer<StateSummary>(),
  },
} satisfies Record<string, RouteSpec>;
