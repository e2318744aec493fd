// Shared state of one simulator process: settings, sessions and logs. Routers receive it; nothing
// else is global, so tests create a fresh context per test.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { SimLogEntry } from '../shared/control-api/session';
import { redact, redactString } from './logs/redact';
import type { SimSession } from './state/session';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface SimConfig {
  privateKeyPem: string;
  publicKeyPem: string;
  tripleDesSecret: string;
  fixturesDir: string;
  appDist: string;
  harnessDist: string;
}

/** One stored log entry: what GET /__sim/logs answers (shared/control-api/session.ts). */
export type LogEntry = SimLogEntry;

export class LogStore {
  private entries: LogEntry[] = [];
  private nextId = 1;
  private listeners = new Set<(entry: LogEntry) => void>();
  constructor(private readonly capacity = 2000) {}

  /** Stores the entry with every token, IMEI, card, ID and mobile number masked (logs/redact.ts). */
  add(entry: Omit<LogEntry, 'id' | 'time'>): LogEntry {
    const full: LogEntry = {
      ...entry,
      summary: redactString('', entry.summary),
      detail: redact(entry.detail),
      id: this.nextId++,
      time: Date.now(),
    };
    this.entries.push(full);
    // Trimmed in batches: moving 2,000 entries on every request cost more than the entry itself.
    if (this.entries.length >= this.capacity + this.capacity / 4)
      this.entries.splice(0, this.entries.length - this.capacity);
    for (const listener of this.listeners) listener(full);
    return full;
  }

  list(filter: { session?: string; kind?: LogEntry['kind']; since?: number } = {}): LogEntry[] {
    return this.entries
      .slice(-this.capacity)
      .filter(
        (e) =>
          (!filter.session || e.session === filter.session) &&
          (!filter.kind || e.kind === filter.kind) &&
          (filter.since === undefined || e.id > filter.since),
      );
  }

  subscribe(listener: (entry: LogEntry) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(session?: string): void {
    this.entries = session ? this.entries.filter((e) => e.session !== session) : [];
  }
}

export function loadConfig(root = repoRoot): SimConfig {
  const fixturesDir = path.join(root, 'fixtures');
  return {
    privateKeyPem: readFileSync(path.join(fixturesDir, 'keys/dev-private.pem'), 'utf8'),
    publicKeyPem: readFileSync(path.join(fixturesDir, 'keys/dev-public.pem'), 'utf8'),
    // The secret is 24 bytes exactly; a trailing newline from an editor would change the 3DES key.
    tripleDesSecret: readFileSync(path.join(fixturesDir, 'keys/dev-3des-secret.txt'), 'utf8').replace(
      /\r?\n$/,
      '',
    ),
    fixturesDir,
    appDist: path.join(root, 'app/dist'),
    harnessDist: path.join(root, 'simulator/dist/harness'),
  };
}

export const DEFAULT_SESSION = 'default';

/** Tunables of one simulator process; tests shorten the timers and pin the clock. */
export interface SimSettings {
  /** The simulator clock: "today" of generated data, sign-in days, audit timers. */
  now: () => number;
  /** A submitted certification passes on its own after this long; null = only the control API advances it. */
  certificationAuditMs: number | null;
  /** A `hang` fault ends the request after this long even if the client stays. */
  hangTimeoutMs: number;
  /** Gateway request bodies above this size get 413. */
  maxBodyBytes: number;
}

export const DEFAULT_SETTINGS: SimSettings = {
  now: () => Date.now(),
  certificationAuditMs: 30_000,
  hangTimeoutMs: 120_000,
  maxBodyBytes: 1024 * 1024,
};

export interface SimContext {
  config: SimConfig;
  settings: SimSettings;
  /** Sessions by id, created lazily by the first request or control call naming them. */
  sessions: Map<string, SimSession>;
  logs: LogStore;
}

/**
 * A fresh simulator context. Nothing is shared between two contexts, so every test builds its own.
 *
 * @example
 * ```ts
 * const ctx = createSimContext(loadConfig(), { now: () => Date.parse('2026-11-22T10:00:00+08:00') });
 * app.use('/gateway', createGatewayListener(ctx));
 * ```
 */
export function createSimContext(
  config: SimConfig = loadConfig(),
  settings: Partial<SimSettings> = {},
): SimContext {
  return {
    config,
    settings: { ...DEFAULT_SETTINGS, ...settings },
    sessions: new Map(),
    logs: new LogStore(),
  };
}
