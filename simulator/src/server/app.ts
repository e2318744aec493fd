// The simulator's Express app: one process serving the harness, the H5, the gateway for every
// environment and the /__sim control API (docs/simulator.md). The environment is read from each
// request's Host header by the gateway, so localhost, test./alpha./prod.localhost all work.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Router } from 'express';
import type { RoutesServedBy } from '../shared/control-api/routes';
import type { SimContext } from './context';
import { registerRoutes } from './control/register';
import { createControlRouter } from './control/router';
import { controlWrites } from './guard/control-writes';
import { isOwnHost, ownHostNames, ownHostsOnly } from './guard/own-hosts';
import { createGatewayListener } from './gateway/router';
import { cardReaderActions } from './hosts/card-reader';
import { createHostServices, type HostServices } from './hosts/context';
import { hostRouterActions } from './hosts/router';
import { loadShimFixtures, type ShimFixtures } from './hosts/shim';
import { walletActions } from './hosts/wallet';
import { miniProgramPayActions } from './hosts/mini-program-pay';
import { redactString } from './logs/redact';
import { createHarnessRouter } from './pages/harness';
import { createH5Router } from './pages/h5';
import { createProbeHandler } from './pages/probe';
import { renderMiniProgramPayPage } from './pages/mini-program-pay-page';
import { scriptNonce, securityHeaders } from './pages/security';

export interface AppOptions {
  /** Host settings and native-call channels; tests pass their own to inspect them. */
  hosts?: HostServices;
  /** Default createControlRouter(ctx): GET /__sim/ index, scenario, reset, faults, logs, tokens, cipher, state. */
  controlRouter?: RequestHandler;
  /** Host names answered besides the own ones (default: SIM_ALLOWED_HOSTS). */
  allowedHosts?: string;
  /** Exact origins the gateway allows besides the simulator's own pages (`npm run dev`: the app's dev server). */
  devOrigins?: readonly string[];
}

/**
 * @example
 * createApp(createSimContext()).listen(5170, '127.0.0.1');
 */
export function createApp(ctx: SimContext, options: AppOptions = {}): Express {
  const hosts = options.hosts ?? createHostServices();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  // Everything, pages and gateway included: a rebinding page must read nothing (docs/simulator.md).
  const hostNames = ownHostNames(options.allowedHosts);
  app.use(ownHostsOnly(hostNames));
  // The gateway sets its own headers (no document policies on a JSON answer).
  app.use('/gateway', createGatewayListener(ctx, { names: hostNames, devOrigins: options.devOrigins }));
  app.use(securityHeaders());

  // Read once, for the shim served as a file and inline in every page: a missing or broken answers
  // or engines file fails at start-up, not on every page load.
  const shimFixtures = loadShimFixtures(ctx.config.fixturesDir);
  app.use('/__sim', ...controlWrites(hostNames));
  for (const router of createHostRouters(ctx, hosts, shimFixtures)) app.use('/__sim', router);
  app.use('/__sim', options.controlRouter ?? createControlRouter(ctx));
  app.use('/__sim', (_req, res) => {
    res.status(404).json({ error: 'unknown control route; GET /__sim/ lists them' });
  });

  app.use('/h5', createH5Router(ctx, hosts, shimFixtures));
  app.use(createHarnessRouter(ctx));
  app.use(errorHandler);
  return app;
}

/**
 * The routes of shared/control-api/hosts.ts, in the order the app mounts them at /__sim, between the
 * write guard and the control router: the host router, the wallet, the card reader, the mini program's
 * pay page, the probe page.
 * Each router's actions are typed by its `served` routes, so a declared route left out fails typecheck.
 *
 * @example for (const router of createHostRouters(ctx, hosts, shimFixtures)) app.use('/__sim', router);
 */
export function createHostRouters(
  ctx: SimContext,
  hosts: HostServices,
  shimFixtures: ShimFixtures,
): Router[] {
  const probe = createProbeHandler(ctx, hosts, shimFixtures);
  return [
    registerRoutes(ctx, hostRouterActions(ctx, hosts, shimFixtures)),
    registerRoutes(ctx, walletActions(ctx, hosts)),
    registerRoutes(ctx, cardReaderActions(ctx, hosts)),
    registerRoutes(
      ctx,
      miniProgramPayActions(ctx, (res, view) => renderMiniProgramPayPage(scriptNonce(res), view)),
    ),
    registerRoutes<RoutesServedBy<'app'>>(ctx, {
      'GET /probe': { scope: 'none', send: (_none, _input, req, res) => probe(req, res) },
    }),
  ];
}

/**
 * What `npm start` listens with: gateway calls from the simulator's own names go straight to the
 * gateway listener, everything else (and a foreign Host, which gets the 421) through the Express app.
 * Express's routing is the same for both; skipping it for the gateway is what the throughput needs.
 *
 * @example http.createServer(createRequestListener(createSimContext())).listen(5170, '127.0.0.1');
 */
export function createRequestListener(ctx: SimContext, options: AppOptions = {}): RequestListener {
  const app = createApp(ctx, options);
  const hostNames = ownHostNames(options.allowedHosts);
  const gateway = createGatewayListener(ctx, { names: hostNames, devOrigins: options.devOrigins });
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/gateway/') && isOwnHost(req.headers.host, req.socket.localPort ?? 0, hostNames))
      gateway(req, res);
    else app(req, res);
  };
}

// Bad input must never crash the process: bodies that do not parse get a clear 4xx, the rest a 500.
const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const e = error as { status?: unknown; statusCode?: unknown; type?: unknown; message?: unknown };
  const status =
    typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
  const message =
    e.type === 'entity.parse.failed'
      ? 'body is not valid JSON'
      : e.type === 'entity.too.large'
        ? 'body too large'
        : status < 500 && typeof e.message === 'string'
          ? e.message
          : 'internal error';
  if (status >= 500) console.error(`[sim] ${req.method} ${redactString('', req.originalUrl)}`, error);
  res.status(status).json({ error: message });
};
