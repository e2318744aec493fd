// Serves an HTML page (the built H5, the probe) as the host of a deep link would load it: the
// query context the host adds, the official-account cookie, and the shim injected first.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Request, Response } from 'express';
import type { HostServices } from '../hosts/context';
import { BRIDGE_KEY_META } from '../hosts/bridge-key';
import { readHostSelection, shimUrl, type HostSelection } from '../hosts/deep-link';
import { isHostRequestError } from '../hosts/errors';
import { miniProgramQuery, simToken } from '../hosts/profiles';
import { compressOnTheFly, preferredCodings } from './content-coding';
import { injectHeadScript } from './inject';
import { renderMessagePage, type MessagePage } from './message-page';

export interface ShimmedPageOptions {
  htmlFile: string;
  hosts: HostServices;
  notBuilt: MessagePage;
}

/**
 * The query parameters a real host would have put on the URL and this one lacks: the mini-program
 * web-view's context (docs/product.md §3) when there is no `token`, and the session's default `source`.
 */
export function missingQuery(
  query: URLSearchParams,
  selection: HostSelection,
  sessionSource: string,
): Record<string, string> {
  const add: Record<string, string> = {};
  if (selection.host === 'miniprogram' && !query.get('token')) {
    for (const [key, value] of Object.entries(
      miniProgramQuery(simToken(selection.session, selection.scenario), selection.version),
    )) {
      if (!query.has(key)) add[key] = value;
    }
  }
  if (sessionSource && !query.has('source')) add.source = sessionSource;
  return add;
}

/** @example router.get('/*splat', (req, res) => sendShimmedPage(req, res, { htmlFile, hosts, notBuilt })) */
export async function sendShimmedPage(
  req: Request,
  res: Response,
  options: ShimmedPageOptions,
): Promise<void> {
  res.vary('Accept-Encoding');
  let selection: HostSelection;
  try {
    selection = readHostSelection(req.query, options.hosts.settings, '__');
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
  if (selection.host === 'officialaccount') {
    // The official-account page has no TOKEN header: the gateway identifies it by this cookie.
    res.append(
      'Set-Cookie',
      `sim_token=${simToken(selection.session, selection.scenario)}; Path=/; SameSite=Lax; HttpOnly`,
    );
  }
  // The page differs per request (the shim's query), so it cannot be precompressed: a fast level
  // on the fly. Express's ETag is computed over the sent bytes, so it differs per coding too.
  const [coding = 'identity'] = preferredCodings(req.headers['accept-encoding']);
  const page = injectHeadScript(html, shimUrl(selection), {
    [BRIDGE_KEY_META]: options.hosts.bridgeKeys.mint(selection.session),
  });
  const body = await compressOnTheFly(page, coding);
  if (coding !== 'identity') res.set('Content-Encoding', coding);
  // The page carries its bridge key: never kept by a cache.
  res.set('Cache-Control', 'no-store').type('html').send(body);
}
