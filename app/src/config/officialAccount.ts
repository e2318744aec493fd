// The official account's WeChat settings: its appid (public, as every official account's) and the
// origin of WeChat's authorize step per environment. Production's is WeChat's own; elsewhere it is
// the page's own origin (the gateway's rule: `${origin}/gateway`), where a test deployment's stand-in
// answers `/connect/oauth2/authorize`, unless VITE_WECHAT_AUTHORIZE_<ENV> names another origin. The
// appid is VITE_WECHAT_APPID, by default the one fixtures/environments/official-account.json names.
import type { EnvironmentName } from '@merchant-h5/sdk';
import accountFixture from '../../../fixtures/environments/official-account.json';

export const WECHAT_OPEN_ORIGIN = 'https://open.weixin.qq.com';

export interface OfficialAccountConfig {
  appId: string;
  /** Origins configured per environment; the others follow `authorizeOrigin`'s rule. */
  authorizeOrigins: Partial<Record<EnvironmentName, string>>;
}

const ENVIRONMENTS: readonly EnvironmentName[] = ['mock', 'test', 'alpha', 'production'];

/**
 * @example officialAccountConfigOf({ VITE_WECHAT_AUTHORIZE_TEST: 'https://open.weixin.qq.com' })
 * // { appId: 'wx5f1c0a7e9b3d2c41', authorizeOrigins: { test: 'https://open.weixin.qq.com' } }
 */
export function officialAccountConfigOf(
  env: Readonly<Record<string, string | boolean | undefined>>,
): OfficialAccountConfig {
  const text = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const authorizeOrigins: Partial<Record<EnvironmentName, string>> = {};
  for (const name of ENVIRONMENTS) {
    const origin = text(`VITE_WECHAT_AUTHORIZE_${name.toUpperCase()}`);
    if (origin) authorizeOrigins[name] = origin;
  }
  return { appId: text('VITE_WECHAT_APPID') ?? accountFixture.appId, authorizeOrigins };
}

export const officialAccountConfig = officialAccountConfigOf(import.meta.env);

/**
 * Where the page sends the merchant for WeChat's authorize step.
 *
 * @example authorizeOrigin(officialAccountConfig, 'production', location.origin) // 'https://open.weixin.qq.com'
 */
export function authorizeOrigin(
  config: OfficialAccountConfig,
  environment: EnvironmentName,
  pageOrigin: string,
): string {
  return (
    config.authorizeOrigins[environment] ?? (environment === 'production' ? WECHAT_OPEN_ORIGIN : pageOrigin)
  );
}
