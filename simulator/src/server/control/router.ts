// The control API (mounted at /__sim): every route shared/control-api/routes.ts declares that the
// host routers do not serve, registered from that table with its action (session-actions.ts,
// feature-actions.ts). The host router serves /shim.js, /host, /native-call, /events, /bridge-log.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { CONTROL_API } from '../../shared/control-api/routes';
import { isWholeBody, splitRouteKey, type Fields, type RouteSpec } from '../../shared/control-api/schema';
import { DEFAULT_SESSION, type SimContext } from '../context';
import { isFaultSpecError } from '../faults/store';
import { getSession, isSessionId } from '../state/session';
import type { ActionInput, ControlAction, ControlActions, ServedKey } from './action';
import { ControlInputError, isControlInputError } from './errors';
import { featureActions } from './feature-actions';
import { sessionActions } from './session-actions';

function sessionId(req: Request): string {
  const raw =
    req.query.session ?? (req.body as Record<string, unknown> | undefined)?.session ?? DEFAULT_SESSION;
  if (!isSessionId(raw))
    throw new ControlInputError('invalid_session', 'session must match [A-Za-z0-9_.-]{1,64}');
  return raw;
}

function bodyOf(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  if (b === undefined) return {};
  if (!b || typeof b !== 'object')
    throw new ControlInputError('invalid_body', 'the body must be a JSON object or array');
  return b as Record<string, unknown>;
}

/** The declared check of each field that has one: 400 `<code>` when the value is not among its values. */
function checkFields(fields: Fields | undefined, received: Record<string, unknown>) {
  for (const [name, f] of Object.entries(fields ?? {})) {
    const value = received[name];
    if (!f.values || (value === undefined && !f.required)) continue;
    if (!f.values.includes(value as string))
      throw new ControlInputError(
        f.code ?? `invalid_${name}`,
        `${name} must be one of ${f.values.join(', ')}`,
      );
  }
}

export function createControlRouter(ctx: SimContext): Router {
  // The app mounts guard/control-writes.ts in front: JSON writes from own origins only, bounded.
  const router = express.Router();
  const actions: ControlActions = { ...sessionActions(ctx), ...featureActions(ctx) };

  for (const key of Object.keys(actions) as ServedKey[]) {
    const spec: RouteSpec = CONTROL_API[key];
    const action = actions[key] as ControlAction<ServedKey>;
    const { method, path } = splitRouteKey(key);
    const handle = (req: Request, res: Response) => {
      const scope = action.scope ?? 'session';
      const session =
        scope === 'session'
          ? getSession(ctx, sessionId(req))
          : scope === 'any' && req.query.session !== '*'
            ? sessionId(req)
            : undefined;
      const input = {
        query: req.query,
        body: spec.body === undefined ? {} : bodyOf(req),
      } as ActionInput<ServedKey>;
      checkFields(spec.query, input.query);
      if (!isWholeBody(spec.body)) checkFields(spec.body, input.body);
      const result = (action.run as (s: unknown, i: ActionInput<ServedKey>) => unknown)(session, input);
      if (action.log && session && typeof session === 'object')
        ctx.logs.add({
          session: session.id,
          kind: 'control',
          summary: action.log(input),
          detail: { path: req.path, body: req.body ?? null },
        });
      res.json(result);
    };
    router[method.toLowerCase() as 'get' | 'put' | 'post' | 'delete'](path, handle);
  }

  router.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (isControlInputError(err))
      return void res.status(err.status).json({ error: { code: err.code, message: err.message } });
    if (isFaultSpecError(err))
      return void res.status(400).json({ error: { code: 'invalid_fault', message: err.message } });
    const e = err as { status?: number; message?: string };
    const status = e.status && e.status >= 400 && e.status < 500 ? e.status : 500;
    res.status(status).json({
      error: { code: status === 500 ? 'internal' : 'bad_request', message: e.message ?? String(err) },
    });
  });
  return router;
}
