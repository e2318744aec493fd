// Security headers for everything the simulator serves. The pages load only their own scripts (the
// shim is a same-origin file, never inline); antd-mobile sets inline styles. The harness on
// localhost frames the H5 on test./alpha./prod.localhost, so framing is allowed within the
// loopback names and nowhere else.
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { isFixturePicture } from './fixture-pictures';

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

/** @example app.use(securityHeaders()); */
export function securityHeaders(): RequestHandler {
  const pageHeaders = documentHeaders();
  return (req, res, next) =>
    req.path.startsWith('/h5/assets/') || isFixturePicture(req.path)
      ? assetHeaders(req, res, next)
      : pageHeaders(req, res, next);
}

function documentHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
