// The host half of the control API, mounted at /__sim (the app guards writes and parses JSON before it).
import { Router, type Request, type Response } from 'express';
import type { HostContext, HostServices } from './context';
import { isSessionId, readHostSelection } from './deep-link';
import { isNativeCallTimeoutError } from './native-calls';
import { HostRequestError, isHostRequestError } from './errors';
import { parseHostSettingsPatch } from './settings';
import { buildShimConfig, renderShim, type ShimFixtures } from './shim';
import { recordBridgeMessage } from './bridge-log';
import { sendCompressed } from '../http/content-coding';
import { BRIDGE_KEY_HEADER } from './bridge-key';

function sessionOf(req: Request): string {
  const raw = req.query.session ?? (req.body as { session?: unknown } | undefined)?.session ?? 'default';
  if (!isSessionId(raw)) throw new HostRequestError('session must match [A-Za-z0-9_.-]{1,64}');
  return raw;
}

function badRequest(res: Response, error: unknown): void {
  if (isHostRequestError(error)) {
    res.status(400).json({ error: error.message });
    return;
  }
  throw error;
}

/**
 * `shimFixtures`: the bridge's answers and the engines' APIs, read once by the app (`loadShimFixtures`).
 *
 * @example app.use('/__sim', createHostRouter(ctx, hosts, loadShimFixtures(ctx.config.fixturesDir)));
 */
export function createHostRouter(ctx: HostContext, hosts: HostServices, shimFixtures: ShimFixtures): Router {
  const router = Router();

  router.get('/shim.js', async (req, res) => {
    try {
      const selection = readHostSelection(req.query, hosts.settings, '');
      const config = buildShimConfig(selection, hosts.settings.get(selection.session), shimFixtures);
      // ~15 KB per page load: compressed, as the page is (a real host injects its bridge locally).
      await sendCompressed(
        req,
        res.type('application/javascript').set('Cache-Control', 'no-store'),
        renderShim(config),
      );
    } catch (error) {
      badRequest(res, error);
    }
  });

  // Only the shim of a page this simulator served writes here: it holds that page's key.
  router.post('/bridge-log', (req, res) => {
    const body: unknown = req.body;
    const session = (body as { session?: unknown } | undefined)?.session;
    if (typeof session !== 'string' || !hosts.bridgeKeys.verify(session, req.get(BRIDGE_KEY_HEADER))) {
      res.status(403).json({ error: 'only the host shim of a page of this session writes the bridge log' });
      return;
    }
    try {
      const entry = recordBridgeMessage(ctx.logs, body);
      if (entry.kind === 'answer' && entry.responseId !== undefined)
        hosts.nativeCalls.settle(entry.session, String(entry.responseId), entry.data);
      res.status(204).end();
    } catch (error) {
      badRequest(res, error);
    }
  });

  router.get('/events', (req, res) => {
    try {
      hosts.nativeCalls.listen(sessionOf(req), res);
    } catch (error) {
      badRequest(res, error);
    }
  });

  router.post('/native-call', async (req, res) => {
    const body = (req.body ?? {}) as { functionName?: unknown; data?: unknown; timeoutMs?: unknown };
    let session: string;
    try {
      session = sessionOf(req);
      if (typeof body.functionName !== 'string' || !/^[\w.$-]{1,80}$/.test(body.functionName))
        throw new HostRequestError('functionName must be a function name');
    } catch (error) {
      badRequest(res, error);
      return;
    }
    const timeoutMs =
      typeof body.timeoutMs === 'number' ? Math.min(Math.max(body.timeoutMs, 50), 5000) : 5000;
    ctx.logs.add({
      session,
      kind: 'control',
      summary: `native-call ${body.functionName}`,
      detail: { functionName: body.functionName, data: body.data },
    });
    try {
      const answer = await hosts.nativeCalls.call(session, body.functionName, body.data, timeoutMs);
      res.json(answer);
    } catch (error) {
      if (!isNativeCallTimeoutError(error)) throw error;
      res.status(504).json({ error: error.message, connectedPages: error.connectedPages });
    }
  });

  router.get('/host', (req, res) => {
    try {
      const session = sessionOf(req);
      res.json({ session, ...hosts.settings.get(session), connectedPages: hosts.nativeCalls.pages(session) });
    } catch (error) {
      badRequest(res, error);
    }
  });

  router.put('/host', (req, res) => {
    try {
      const session = sessionOf(req);
      const settings = hosts.settings.update(session, parseHostSettingsPatch(req.body ?? {}));
      ctx.logs.add({
        session,
        kind: 'control',
        summary: `host ${settings.host} ${settings.version}`,
        detail: settings,
      });
      res.json({ session, ...settings, connectedPages: hosts.nativeCalls.pages(session) });
    } catch (error) {
      badRequest(res, error);
    }
  });

  router.delete('/host', (req, res) => {
    try {
      hosts.settings.reset(sessionOf(req));
      res.status(204).end();
    } catch (error) {
      badRequest(res, error);
    }
  });

  return router;
}
