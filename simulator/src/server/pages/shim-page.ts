// Serves an HTML page (the built H5, the probe) as the host of a deep link would load it: the
// query context the host adds, the official-account cookie, and the shim injected first, inline.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Request, Response } from 'express';
import type { HostServices } from '../hosts/context';
import { BRIDGE_KEY_META } from '../hosts/bridge-key';
import { readHostSelection, shimUrl, type HostSelection } from '../hosts/deep-link';
import { cookieValue } from '../gateway/identity';
import { isHostRequestError } from '../control/errors';
import { miniProgramQuery, simToken } from '../../shared/host-profiles';
import { buildShimConfig, renderShim, type ShimFixtures } from '../hosts/shim';
import { sendCompressed } from '../http/content-coding';
import { injectHeadScript, withScriptNonce } from './inject';
import { scriptNonce } from './security';
import { renderMessagePage, type MessagePage } from './message-page';

export interface ShimmedPageOptions {
  htmlFile: string;
  hosts: HostServices;
  /** The bridge's answers and the engines' APIs (hosts/shim.ts `loadShimFixtures`), read once by the app. */
  shimFixtures: ShimFixtures;
  notBuilt: MessagePage;
}

/** Marks a mini-program page the web-view has already opened with its context (see missingQuery). */
export const LAUNCHED_PARAM = '__launched';

/**
 * The query parameters a real host would have put on the URL and this one lacks: the mini-program
 * web-view's context (docs/product.md §3) when there is no `token`, and the session's default `source`.
 * The context is added once per launch, as a web-view opens its URL once: the app takes it out of the
 * address, and a reload (marked by `__launched`) must find it where the app kept it, not here.
 */
export function missingQuery(
  query: URLSearchParams,
  selection: HostSelection,
  sessionSource: string,
): Record<string, string> {
  const add: Record<string, string> = {};
  if (selection.host === 'miniprogram' && !query.get('token') && !query.has(LAUNCHED_PARAM)) {
    for (const [key, value] of Object.entries(
      miniProgramQuery(simToken(selection.session, selection.scenario), selection.version),
    )) {
      if (!query.has(key)) add[key] = value;
    }
    add[LAUNCHED_PARAM] = '1';
  }
  if (sessionSource && !query.has('source')) add.source = sessionSource;
  return add;
}

/** The web-view a page was opened in: a later page of the same tab without `__` parameters (the app's
 * own navigation, then a reload) is still in that host, as a real web-view would be. */
const HOST_COOKIE = 'sim_page';
const SELECTION_KEYS = ['__host', '__version', '__scenario', '__session', '__bridgeLog'] as const;

function hostCookie(selection: HostSelection): string {
  const value = new URLSearchParams({
    __host: selection.host,
    __version: String(selection.version),
    __scenario: selection.scenario,
    __session: selection.session,
  });
  if (!selection.bridgeLog) value.set('__bridgeLog', 'off');
  return `${HOST_COOKIE}=${encodeURIComponent(value.toString())}; Path=/h5; SameSite=Lax; HttpOnly`;
}

/** The request's `__` parameters, or, when it has none, those of the host the tab was opened in. */
function pageQuery(req: Request): Record<string, unknown> {
  if (SELECTION_KEYS.some((key) => key in req.query)) return req.query;
  const kept = cookieValue(req.headers.cookie, HOST_COOKIE);
  return kept ? Object.fromEntries(new URLSearchParams(kept)) : req.query;
}

/** @example router.get('/*splat', (req, res) => sendShimmedPage(req, res, { htmlFile, hosts, shimFixtures, notBuilt })) */
export async function sendShimmedPage(
  req: Request,
  res: Response,
  options: ShimmedPageOptions,
): Promise<void> {
  res.vary('Accept-Encoding');
  let selection: HostSelection;
  try {
    selection = readHostSelection(pageQuery(req), options.hosts.settings, '__');
  } catch (error) {
    if (!isHostRequestError(error)) throw error;
    res
      .status(400)
      .type('html')
      .send(renderMessagePage({ title: '深链接参数错误 (bad deep link)', lines: [error.message] }));
    return;
  }
  const url = new URL(req.originalUrl, 'http://sim.invalid');
  const add = missingQuery(url.searchParams, selection, options.hosts.settings.get(selection.session).source);
  if (Object.keys(add).length > 0) {
    for (const [key, value] of Object.entries(add)) url.searchParams.set(key, value);
    res.redirect(302, url.pathname + url.search);
    return;
  }
  if (!existsSync(options.htmlFile)) {
    res.status(503).set('Cache-Control', 'no-store').type('html').send(renderMessagePage(options.notBuilt));
    return;
  }
  const html = await readFile(options.htmlFile, 'utf8');
  res.append('Set-Cookie', hostCookie(selection));
  if (selection.host === 'officialaccount') {
    // The official-account page has no TOKEN header: the gateway identifies it by this cookie.
    res.append(
      'Set-Cookie',
      `sim_token=${simToken(selection.session, selection.scenario)}; Path=/; SameSite=Lax; HttpOnly`,
    );
  }
  // The page differs per request (the shim's query), so it cannot be precompressed: a fast level
  // on the fly. Express's ETag is computed over the sent bytes, so it differs per coding too.
  // The shim is the script /__sim/shim.js serves for this selection; `data-shim` names that URL.
  const nonce = scriptNonce(res);
  const shim = renderShim(
    buildShimConfig(selection, options.hosts.settings.get(selection.session), options.shimFixtures),
  );
  const page = injectHeadScript(
    withScriptNonce(html, nonce),
    { source: shim, nonce, attributes: { 'data-shim': shimUrl(selection) } },
    { [BRIDGE_KEY_META]: options.hosts.bridgeKeys.mint(selection.session) },
  );
  // The page carries its bridge key: never kept by a cache.
  await sendCompressed(req, res.set('Cache-Control', 'no-store').type('html'), page);
}
