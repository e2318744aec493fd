// Which JavaScript APIs a host's engine does not have yet, from fixtures/engines/apis.json: the shim
// takes them away before the page runs (docs/simulator.md, "Engines").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HostEngine } from '../../shared/host-profiles';

/** One entry of the table: the path the page reaches the API by, and the first version of each engine with it. */
export interface EngineApi {
  /** 'Array.prototype.at', 'Object.hasOwn', 'structuredClone': resolved from `window`. */
  path: string;
  /** The key in MDN's browser-compat-data the versions come from. */
  bcd: string;
  /** null: no version has it. */
  webview_android: string | null;
  safari_ios: string | null;
}

const VERSION = /^\d+(\.\d+)*$/;

/** Reads the table; a missing or broken file is a setup error worth failing loudly on, at start-up. */
export function loadEngineApis(fixturesDir: string): EngineApi[] {
  const file = path.join(fixturesDir, 'engines/apis.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { apis?: unknown };
  if (!Array.isArray(parsed.apis) || !parsed.apis.every(isEngineApi))
    throw new Error(
      `${file} must hold {apis: [{path, bcd, webview_android, safari_ios}]} with dotted versions or null`,
    );
  return parsed.apis;
}

/**
 * The paths of every API the engine lacks: none of its browser's versions has it, or only newer ones.
 *
 * @example lackedApis(HOST_PROFILES.pos.engine, loadEngineApis(fixturesDir)) // ['Array.prototype.at', …]
 */
export function lackedApis(engine: HostEngine, apis: readonly EngineApi[]): string[] {
  return apis
    .filter((api) => {
      const added = api[engine.browser];
      return added === null || compareVersions(added, engine.version) > 0;
    })
    .map((api) => api.path);
}

/** Dotted versions compared part by part as numbers: '14.5' < '14.8' < '15', '9' < '83'. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

function isEngineApi(value: unknown): value is EngineApi {
  const entry = value as Partial<Record<keyof EngineApi, unknown>> | null;
  const isVersion = (v: unknown) => v === null || (typeof v === 'string' && VERSION.test(v));
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.path === 'string' &&
    typeof entry.bcd === 'string' &&
    isVersion(entry.webview_android) &&
    isVersion(entry.safari_ios)
  );
}
