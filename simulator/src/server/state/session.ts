// Sessions: the unit of isolation. Each holds its merchant state (generated lazily from its
// scenario), faults, token status, response cipher and idempotency records.
import type { Fault } from '../../shared/faults';
import type { Answer } from '../http/answer';
import { dateTime } from './clock';
import { loadCatalog } from './catalog';
import { generateMerchantState } from './generate/index';
import type { MerchantState } from './model';
import { forkRandom, type Random } from './prng';
import { DEFAULT_SCENARIO, scenarioDefinitions, type ScenarioName } from './scenarios';

/** What one Idempotency-Key holds (gateway/idempotency.ts claims and replays it). */
export interface IdempotencyRecord {
  fingerprint: string;
  answer: Answer | null;
  pending: Promise<Answer | null> | null;
  /** When the key was first claimed (simulator clock, ms). */
  at: number;
}

export type ResponseCipher = 'auto' | 'encrypted' | 'plain';

/**
 * What the session functions need of the simulator's context (context.ts's SimContext is one): the
 * sessions themselves, the fixtures and the clock. Declared here so state/ imports nothing above it.
 */
export interface SessionHost {
  config: { fixturesDir: string };
  settings: { now: () => number };
  sessions: Map<string, SimSession>;
}

export type TokenStatus = 'valid' | 'revoked' | 'expired';

export interface SimSession {
  id: string;
  scenario: ScenarioName;
  /** Scenario of the last token seen; a token naming another one switches the session (a new login). */
  tokenScenario: ScenarioName | null;
  /** Who chose `scenario`: the first token does not override a choice made through the control API. */
  scenarioChosenBy: 'token' | 'control';
  tokenStatus: TokenStatus;
  responseCipher: ResponseCipher;
  faults: Fault[];
  nextFaultId: number;
  idempotency: Map<string, IdempotencyRecord>;
  /** Draws and other chance actions; reseeded on reset so a replayed test sees the same prizes. */
  random: Random;
  lastUsed: number;
  /** Free slot for other routers' per-session data (e.g. the host setup). */
  attachments: Record<string, unknown>;
  state: MerchantState | null;
}

export const SESSION_ID = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_SESSIONS = 100;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

function seedOf(ctx: SessionHost, scenario: ScenarioName): number {
  return scenarioDefinitions(ctx.config.fixturesDir)[scenario].seed;
}

function evictIdle(ctx: SessionHost): void {
  if (ctx.sessions.size < MAX_SESSIONS) return;
  const oldest = [...ctx.sessions.values()].sort((a, b) => a.lastUsed - b.lastUsed)[0];
  if (oldest) ctx.sessions.delete(oldest.id);
}

/** The session `id`, created with `scenario` (default certified) if it does not exist yet. */
export function getSession(
  ctx: SessionHost,
  id: string,
  scenario: ScenarioName = DEFAULT_SCENARIO,
): SimSession {
  let session = ctx.sessions.get(id);
  if (!session) {
    evictIdle(ctx);
    session = {
      id,
      scenario,
      tokenScenario: null,
      scenarioChosenBy: 'token',
      tokenStatus: 'valid',
      responseCipher: 'auto',
      faults: [],
      nextFaultId: 1,
      idempotency: new Map(),
      random: forkRandom(seedOf(ctx, scenario), `actions:${id}`),
      lastUsed: Date.now(),
      attachments: {},
      state: null,
    };
    ctx.sessions.set(id, session);
  }
  session.lastUsed = Date.now();
  return session;
}

/** Back to the scenario's data (optionally another scenario); tokens valid again, idempotency forgotten. Faults stay. */
export function resetSession(
  ctx: SessionHost,
  session: SimSession,
  scenario: ScenarioName = session.scenario,
): void {
  session.scenario = scenario;
  session.state = null;
  session.tokenStatus = 'valid';
  session.idempotency.clear();
  session.random = forkRandom(seedOf(ctx, scenario), `actions:${session.id}`);
}

/** A token for `scenario` arrived: the first one, or one naming a new scenario, (re)starts the session on it. */
export function adoptTokenScenario(ctx: SessionHost, session: SimSession, scenario: ScenarioName): void {
  if (session.tokenScenario === scenario) return;
  const first = session.tokenScenario === null;
  session.tokenScenario = scenario;
  if (first && session.scenarioChosenBy === 'control') return;
  session.scenarioChosenBy = 'token';
  if (session.scenario !== scenario) resetSession(ctx, session, scenario);
}

/** The control API picks the scenario: state starts over on it. */
export function chooseScenario(ctx: SessionHost, session: SimSession, scenario: ScenarioName): void {
  session.scenarioChosenBy = 'control';
  resetSession(ctx, session, scenario);
}

/** The session's merchant state, generated on first use; due audits are settled on read. */
export function sessionState(ctx: SessionHost, session: SimSession): MerchantState {
  const now = ctx.settings.now();
  if (!session.state) {
    const def = scenarioDefinitions(ctx.config.fixturesDir)[session.scenario];
    session.state = generateMerchantState(def, loadCatalog(ctx.config.fixturesDir), now);
  }
  const cert = session.state.certification;
  if (cert.status === 'auditing' && cert.auditDueAt !== null && now >= cert.auditDueAt) {
    cert.status = 'passed';
    cert.auditDueAt = null;
    cert.history.push({ status: 'passed', time: dateTime(now), remark: '审核通过（自动）' });
  }
  return session.state;
}
