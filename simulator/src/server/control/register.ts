// Registers /__sim routes from their declarations (shared/control-api/routes.ts) with their actions
// (action.ts): the control router's (router.ts) and each host router's (hosts/router.ts, wallet.ts,
// card-reader.ts, the probe in app.ts) alike. For each call: the action's guard, the session by its
// scope, the declared field checks, then the action; a `json` route's answer is sent as JSON (null:
// 204), a `raw` or `stream` one writes its own. One error middleware answers every router's errors.
import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { CONTROL_API, type ControlRouteKey } from '../../shared/control-api/routes';
import { isWholeBody, refusedField, splitRouteKey, type RouteSpec } from '../../shared/control-api/schema';
import { DEFAULT_SESSION, type LogStore } from '../context';
import { isFaultSpecError } from '../faults/store';
import { getSession, isSessionId, type SessionHost } from '../state/session';
import type { ActionInput, ActionsOf } from './action';
import {
  ControlInputError,
  HostRequestError,
  isControlInputError,
  isHostRefusal,
  isHostRequestError,
} from './errors';

/** The loosest view of an action: the registrar only passes it what its declaration promised. */
interface AnyAction {
  scope?: 'session' | 'any' | 'id' | 'none';
  guard?(input: ActionInput<never>): void;
  run?(session: unknown, input: ActionInput<never>): unknown;
  send?(session: unknown, input: ActionInput<never>, req: Request, res: Response): void | Promise<void>;
  log?(input: ActionInput<never>): string;
}

/** What the registrar reads of the simulator context (server/context.ts): the sessions and the log. */
export type RegistrarContext = SessionHost & { logs: Pick<LogStore, 'add'> };

const SESSION_RULE = 'session must match [A-Za-z0-9_.-]{1,64}';

function bodyOf(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  if (b === undefined) return {};
  if (!b || typeof b !== 'object')
    throw new ControlInputError('invalid_body', 'the body must be a JSON object or array');
  return b as Record<string, unknown>;
}

/** The session of `?session=`, else of the body, else `default`, as the action's scope takes it. */
function resolve(ctx: SessionHost, scope: NonNullable<AnyAction['scope']>, req: Request): unknown {
  if (scope === 'none' || (scope === 'any' && req.query.session === '*')) return undefined;
  const raw =
    req.query.session ?? (req.body as Record<string, unknown> | undefined)?.session ?? DEFAULT_SESSION;
  if (!isSessionId(raw))
    throw scope === 'id'
      ? new HostRequestError(SESSION_RULE)
      : new ControlInputError('invalid_session', SESSION_RULE);
  return scope === 'session' ? getSession(ctx, raw) : raw;
}

/** The declared check of each field that has one: 400 `<code>` when the value is not among its values. */
function checkFields(spec: RouteSpec, input: ActionInput<never>): void {
  const refused =
    refusedField(spec.query, input.query) ??
    (isWholeBody(spec.body) ? undefined : refusedField(spec.body, input.body));
  if (refused) throw new ControlInputError(refused.code, refused.message);
}

/**
 * The routers' last middleware: a HostRefusal answers its own status and body, a HostRequestError
 * 400 `{error}`, a ControlInputError its status and `{error: {code, message}}`, a fault the server
 * cannot read 400 `invalid_fault`. Any other error goes on to the app's handler (`{error}`), unless
 * the router answers it itself (`otherErrors: 'answer'`, the control router's): a 4xx status as
 * `bad_request`, else 500 `internal`.
 */
const answerErrors =
  (otherErrors: 'answer' | 'next'): ErrorRequestHandler =>
  (err: unknown, _req, res, next) => {
    if (res.headersSent) return next(err);
    if (isHostRefusal(err)) return void res.status(err.status).json(err.body);
    if (isHostRequestError(err)) return void res.status(400).json({ error: err.message });
    if (isControlInputError(err))
      return void res.status(err.status).json({ error: { code: err.code, message: err.message } });
    if (isFaultSpecError(err))
      return void res.status(400).json({ error: { code: 'invalid_fault', message: err.message } });
    if (otherErrors === 'next') return next(err);
    const e = err as { status?: number; message?: string };
    const status = e.status && e.status >= 400 && e.status < 500 ? e.status : 500;
    res.status(status).json({
      error: { code: status === 500 ? 'internal' : 'bad_request', message: e.message ?? String(err) },
    });
  };

/**
 * A router of the routes K, each with its action (mounted at /__sim; the app guards writes and
 * parses JSON before it).
 *
 * @example app.use('/__sim', registerRoutes(ctx, walletActions(ctx, hosts)));
 */
export function registerRoutes<K extends ControlRouteKey>(
  ctx: RegistrarContext,
  actions: ActionsOf<K>,
  { otherErrors = 'next' }: { otherErrors?: 'answer' | 'next' } = {},
): Router {
  const router = Router();
  for (const key of Object.keys(actions) as K[]) {
    const spec: RouteSpec = CONTROL_API[key];
    const action = actions[key] as AnyAction;
    const { method, path } = splitRouteKey(key);
    router[method.toLowerCase() as 'get' | 'put' | 'post' | 'delete'](path, async (req, res, next) => {
      try {
        const input: ActionInput<never> = {
          query: req.query,
          body: spec.body === undefined ? {} : bodyOf(req),
          header: (name: string) => req.get(name),
        };
        action.guard?.(input);
        const session = resolve(ctx, action.scope ?? 'session', req);
        checkFields(spec, input);
        if (action.send) return await action.send(session, input, req, res);
        const answer = await action.run?.(session, input);
        if (action.log && session && typeof session === 'object')
          ctx.logs.add({
            session: (session as { id: string }).id,
            kind: 'control',
            summary: action.log(input),
            detail: { path: req.path, body: (req.body as unknown) ?? null },
          });
        if (answer === null) res.status(204).end();
        else res.json(answer);
      } catch (error) {
        next(error);
      }
    });
  }
  router.use(answerErrors(otherErrors));
  return router;
}
