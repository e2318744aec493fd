// Registers host routes from their declarations (shared/control-api/hosts.ts), as control/router.ts
// registers the others: the declared field checks, the session by the action's scope, then the
// action; a `json` route's answer is sent as JSON (null: 204), a `raw` or `stream` one writes its own.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { CONTROL_API, type RoutesServedBy } from '../../shared/control-api/routes';
import {
  isWholeBody,
  refusedField,
  splitRouteKey,
  type RouteSpec,
  type ServedBy,
} from '../../shared/control-api/schema';
import { ControlInputError, isControlInputError } from '../control/errors';
import { getSession, isSessionId, type SessionHost } from '../state/session';
import type { HostActionInput, HostActions } from './action';
import { HostRequestError, isHostRefusal, isHostRequestError } from './errors';

/** The loosest view of an action: the router only passes it what its declaration promised. */
interface AnyAction {
  scope?: 'session' | 'id' | 'none';
  guard?(input: HostActionInput<never>): void;
  run?(session: unknown, input: HostActionInput<never>): unknown;
  send?(session: unknown, input: HostActionInput<never>, req: Request, res: Response): void | Promise<void>;
}

const SESSION_RULE = 'session must match [A-Za-z0-9_.-]{1,64}';

function sessionIdOf(input: { query: Record<string, unknown>; body: unknown }): unknown {
  return input.query.session ?? (input.body as { session?: unknown }).session ?? 'default';
}

function resolve(ctx: SessionHost, scope: AnyAction['scope'], input: HostActionInput<never>): unknown {
  if (scope === 'none') return undefined;
  const raw = sessionIdOf(input);
  if (scope === 'id') {
    if (!isSessionId(raw)) throw new HostRequestError(SESSION_RULE);
    return raw;
  }
  if (!isSessionId(raw)) throw new ControlInputError('invalid_session', SESSION_RULE);
  return getSession(ctx, raw);
}

function checkFields(spec: RouteSpec, input: HostActionInput<never>): void {
  const refused =
    refusedField(spec.query, input.query) ??
    (isWholeBody(spec.body) ? undefined : refusedField(spec.body, input.body));
  if (refused) throw new ControlInputError(refused.code, refused.message);
}

/**
 * The routers' last middleware: a refusal answers its own status and body, a HostRequestError 400
 * `{error}`, a ControlInputError its status and `{error: {code, message}}`.
 */
function hostErrors(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(err);
  if (isHostRefusal(err)) return void res.status(err.status).json(err.body);
  if (isHostRequestError(err)) return void res.status(400).json({ error: err.message });
  if (isControlInputError(err))
    return void res.status(err.status).json({ error: { code: err.code, message: err.message } });
  next(err);
}

/**
 * The routes `served` by one router, each with its action (mounted at /__sim; the app guards writes
 * and parses JSON before it).
 *
 * @example app.use('/__sim', createHostRoutes(ctx, walletActions(ctx, hosts)));
 */
export function createHostRoutes<S extends ServedBy>(ctx: SessionHost, actions: HostActions<S>): Router {
  const router = Router();
  for (const key of Object.keys(actions) as RoutesServedBy<S>[]) {
    const spec: RouteSpec = CONTROL_API[key];
    const action = actions[key] as AnyAction;
    const { method, path } = splitRouteKey(key);
    router[method.toLowerCase() as 'get' | 'put' | 'post' | 'delete'](path, async (req, res, next) => {
      try {
        const input = {
          query: req.query,
          body: (req.body ?? {}) as Record<string, unknown>,
          header: (name: string) => req.get(name),
        } as HostActionInput<never>;
        checkFields(spec, input);
        action.guard?.(input);
        const session = resolve(ctx, action.scope, input);
        if (action.send) return await action.send(session, input, req, res);
        const answer = await action.run?.(session, input);
        if (answer === null) res.status(204).end();
        else res.json(answer);
      } catch (error) {
        next(error);
      }
    });
  }
  router.use(hostErrors);
  return router;
}
