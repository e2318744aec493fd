// Builds the host shim script: the browser runtime (shim.client.js) plus the configuration of the
// host the page asked for, with the canned native answers of fixtures/bridge/answers.json and the
// APIs its engine lacks (fixtures/engines/apis.json) embedded.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import type { HostSelection } from './deep-link';
import { lackedApis, loadEngineApis, type EngineApi } from './engines';
import { HOST_PROFILES, simToken, type BridgeStyle, type HostKindName } from '../../shared/host-profiles';
import type { HostSettings } from '../../shared/host-settings';
import { blockedFunctions } from '../../shared/version-gates';
import { MINI_PROGRAM_PAY_PAGE } from '../../shared/mini-program';

export interface ShimConfig {
  host: HostKindName;
  version: number;
  session: string;
  scenario: string;
  bridge: BridgeStyle;
  /** WeChat's client layer (`WeixinJSBridge`), in its mini-program web-view or its own browser. */
  wechat: WeChatWebView | null;
  /** The mini-program page a `navigateTo` hands an order to (the simulator's pay page plays it). */
  miniProgramPayPage: string;
  userAgent: string;
  answers: Record<string, unknown>;
  blocked: string[];
  replyDelayMs: number;
  /** false: only the page's answers to native calls are reported (HostSelection.bridgeLog). */
  bridgeLog: boolean;
  /** The host's real engine: `lacks` are the API paths the shim deletes before anything else runs. */
  engine: { label: string; lacks: string[] };
}

export type WeChatWebView = 'miniProgram' | 'officialAccount';

const WECHAT_WEB_VIEWS: Partial<Record<HostKindName, WeChatWebView>> = {
  miniprogram: 'miniProgram',
  officialaccount: 'officialAccount',
};

/** The fixtures every shim is built from, read once when the app starts (`loadShimFixtures`). */
export interface ShimFixtures {
  /** fixtures/bridge/answers.json */
  bridgeAnswers: Record<string, unknown>;
  /** fixtures/engines/apis.json */
  engineApis: EngineApi[];
}

// Served minified: the shim travels on every page the bench measures, on the page's own connection
// (a real host injects its bridge with no request at all), and minified it is 1.4 KB of brotli
// lighter. shim.client.js stays the readable source; top-level names of a script are kept.
const runtimeSource = transformSync(
  readFileSync(fileURLToPath(new URL('./shim.client.js', import.meta.url)), 'utf8'),
  { minify: true, target: 'es2017', legalComments: 'none' },
).code;

/**
 * Reads the shim's fixtures; a missing or broken file is a setup error worth failing loudly on.
 *
 * @example hostRouterActions(ctx, hosts, loadShimFixtures(ctx.config.fixturesDir));
 */
export function loadShimFixtures(fixturesDir: string): ShimFixtures {
  return { bridgeAnswers: loadBridgeAnswers(fixturesDir), engineApis: loadEngineApis(fixturesDir) };
}

function loadBridgeAnswers(fixturesDir: string): Record<string, unknown> {
  const file = path.join(fixturesDir, 'bridge/answers.json');
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${file} must hold an object`);
  return parsed as Record<string, unknown>;
}

/**
 * The configuration the shim runs with: canned answers, overlaid by the host's device info, the
 * session's token and version, then the session's device overrides; the calls the session's host
 * lacks (`withoutCalls`) have no answer, so the shim says NOT_FOUND for them.
 *
 * @example buildShimConfig({ host: 'ios', version: 331, session: 's1', scenario: 'certified' }, settings, fixtures)
 */
export function buildShimConfig(
  selection: HostSelection,
  settings: HostSettings,
  fixtures: ShimFixtures,
): ShimConfig {
  const profile = HOST_PROFILES[selection.host];
  const answers = fixtures.bridgeAnswers;
  const token = simToken(selection.session, selection.scenario);
  const version = String(selection.version);
  const baseParams = asRecord(answers.getBaseRequestParams);
  const merged: Record<string, unknown> = {
    ...answers,
    ...settings.answers,
    getBaseRequestParams: {
      ...baseParams,
      ...profile.device,
      TOKEN_ID: token,
      ...settings.device,
      APP_VERSIONS: version,
      appVersion: version,
    },
    login: { ...asRecord(answers.login), token },
  };
  for (const name of settings.withoutCalls) delete merged[name];
  return {
    host: selection.host,
    version: selection.version,
    session: selection.session,
    scenario: selection.scenario,
    bridge: profile.bridge,
    wechat: WECHAT_WEB_VIEWS[selection.host] ?? null,
    miniProgramPayPage: MINI_PROGRAM_PAY_PAGE,
    userAgent: profile.userAgent(selection.version),
    answers: merged,
    blocked: blockedFunctions(selection.version),
    replyDelayMs: 30,
    bridgeLog: selection.bridgeLog,
    engine: { label: profile.engine.label, lacks: lackedApis(profile.engine, fixtures.engineApis) },
  };
}

/** The script served at /__sim/shim.js. */
export function renderShim(config: ShimConfig): string {
  // JSON is valid JS; escaping "<" keeps the text safe even if someone inlines it in HTML.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(function () {\n${runtimeSource}\ninstallHostShim(${json});\n})();\n`;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
