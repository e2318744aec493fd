// Security headers for everything the simulator serves. A page runs its own same-origin scripts and
// the inline scripts that carry this response's nonce (the H5's route-preload script, the host shim:
// pages/shim-page.ts). Its styles are its own stylesheets: no inline <style> or style attribute
// (React's and antd-mobile's `style` props set the CSSOM, which CSP does not govern), so server HTML
// that slipped past the sanitiser could not style itself either. Pictures come from the page's own
// origin, data: and blob: (the QR codes, the photos being uploaded) and the allow-listed picture
// origins of server HTML (docs/simulator.md "Security headers"). The harness on
// localhost frames the H5 on test./alpha./prod.localhost, so framing is allowed within the
// loopback names and nowhere else.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import helmet from 'helmet';
import type { RequestHandler, Response } from 'express';
import { isFixturePicture } from './fixture-pictures';
import { MESSAGE_PAGE_STYLE_HASH } from './message-page';

const originsFile = new URL('../../../../fixtures/environments/server-html-origins.json', import.meta.url);

/** The origins besides the page's own that server HTML may show pictures from (the app's sanitiser keeps the same). */
export const PICTURE_ORIGINS: readonly string[] = (
  JSON.parse(readFileSync(originsFile, 'utf8')) as { pictures: string[] }
).pictures;

/** Every loopback origin the simulator answers on, any port (Chromium resolves *.localhost to loopback). */
export const LOOPBACK_SOURCES = [
  "'self'",
  'http://localhost:*',
  'http://*.localhost:*',
  'http://127.0.0.1:*',
];

/**
 * The headers a script, stylesheet or picture needs: a browser enforces CSP, COOP and the other
 * document policies per page, not per subresource, so the hashed assets and the scenario's pictures
 * carry only `nosniff` and CORP. On a weak network that is ~600 bytes less on each of the first
 * screen's files (the points mall shows eight pictures). The gateway sets
 * the same two on its answers itself (gateway/router.ts).
 */
const assetHeaders = helmet({
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
}) as RequestHandler;

/**
 * The nonce of this response's CSP, for the inline scripts of the page it sends (a fresh one per
 * page, so a script injected into the page by anyone else does not run).
 *
 * @example `<script nonce="${scriptNonce(res)}">…</script>`
 */
export function scriptNonce(res: Response): string {
  const nonce: unknown = res.locals.scriptNonce;
  if (typeof nonce !== 'string')
    throw new Error('scriptNonce: the response has no page CSP (securityHeaders)');
  return nonce;
}

/** @example app.use(securityHeaders()); */
export function securityHeaders(): RequestHandler {
  const pageHeaders = documentHeaders();
  return (req, res, next) => {
    if (req.path.startsWith('/h5/assets/') || isFixturePicture(req.path)) {
      assetHeaders(req, res, next);
      return;
    }
    res.locals.scriptNonce = randomBytes(16).toString('base64');
    pageHeaders(req, res, next);
  };
}

function documentHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${scriptNonce(res as Response)}'`],
        styleSrc: ["'self'", MESSAGE_PAGE_STYLE_HASH],
        imgSrc: ["'self'", 'data:', 'blob:', ...PICTURE_ORIGINS],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: LOOPBACK_SOURCES,
        frameAncestors: LOOPBACK_SOURCES,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Plain http on loopback: HSTS would pin *.localhost to https; X-Frame-Options cannot express
    // "the loopback names", so framing is governed by frame-ancestors alone.
    strictTransportSecurity: false,
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  }) as RequestHandler;
}
