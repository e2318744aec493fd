// Reads the scenario definitions of fixtures/scenarios/ (one JSON file each, `extends` merged in).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AuditStatus, MerchantProfile } from './model';

export type ScenarioName = 'new-merchant' | 'certified' | 'paid-member' | 'long-history';

export const SCENARIO_NAMES: readonly ScenarioName[] = [
  'new-merchant',
  'certified',
  'paid-member',
  'long-history',
];
export const DEFAULT_SCENARIO: ScenarioName = 'certified';
export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

export interface ScenarioDefinition {
  name: ScenarioName;
  title: string;
  description: string;
  seed: number;
  merchant: MerchantProfile;
  settlementCard: { cardNo: string; bankName: string; bankCode: string; cardType: 'DC' | 'CC' } | null;
  certification: AuditStatus;
  realName: AuditStatus;
  history: {
    days: number;
    transactionsPerDay: [number, number];
    amountRange: [number, number];
    withdrawalProbability: number;
  };
  points: { balance: number; billEntries: number };
  devices: number;
  deviceApplications: number;
  messages: { count: number; unread: number };
  couponOrders: number;
  abnormal: number;
  prizes: number;
  signInDays: number;
  member: { levelName: string; openDaysAgo: number; validDays: number; price: number } | null;
}

/** Raised when a scenario file is missing or lacks a field the generator needs. */
export class ScenarioDefinitionError extends Error {
  override readonly name = 'ScenarioDefinitionError';
}

export function isScenarioDefinitionError(e: unknown): e is ScenarioDefinitionError {
  return e instanceof Error && e.name === 'ScenarioDefinitionError';
}

const REQUIRED: Array<keyof ScenarioDefinition> = [
  'seed',
  'merchant',
  'certification',
  'realName',
  'history',
  'points',
  'messages',
];

function readRaw(dir: string, name: string, depth = 0): Record<string, unknown> {
  if (depth > 3) throw new ScenarioDefinitionError(`scenario ${name}: extends chain too deep`);
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')) as Record<string, unknown>;
  } catch (e) {
    throw new ScenarioDefinitionError(`scenario ${name}: ${(e as Error).message}`);
  }
  const base = typeof raw.extends === 'string' ? readRaw(dir, raw.extends, depth + 1) : {};
  const { extends: _ignored, ...own } = raw;
  return { ...base, ...own };
}

/** Loads every scenario of `fixturesDir/scenarios`, checked for the fields the generator reads. */
export function loadScenarios(fixturesDir: string): Record<ScenarioName, ScenarioDefinition> {
  const dir = path.join(fixturesDir, 'scenarios');
  const out = {} as Record<ScenarioName, ScenarioDefinition>;
  for (const name of SCENARIO_NAMES) {
    const raw = readRaw(dir, name);
    for (const key of REQUIRED) {
      if (raw[key] === undefined) throw new ScenarioDefinitionError(`scenario ${name}: missing ${key}`);
    }
    if (raw.name !== name)
      throw new ScenarioDefinitionError(`scenario file ${name}.json names itself ${String(raw.name)}`);
    out[name] = raw as unknown as ScenarioDefinition;
  }
  return out;
}

const cache = new Map<string, Record<ScenarioName, ScenarioDefinition>>();

/** {@link loadScenarios}, read once per fixtures folder. */
export function scenarioDefinitions(fixturesDir: string): Record<ScenarioName, ScenarioDefinition> {
  let defs = cache.get(fixturesDir);
  if (!defs) {
    defs = loadScenarios(fixturesDir);
    cache.set(fixturesDir, defs);
  }
  return defs;
}
