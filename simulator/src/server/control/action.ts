// What a /__sim route does, keyed like its declaration in shared/control-api/ (routes.ts joins them):
// one action type for the control router's routes and the host routers' (control/register.ts
// registers both). The registrar runs the guard, resolves the session by scope, checks the declared
// fields, then runs the action: a `json` route's `run` answers the declared type, a `raw` or
// `stream` route's `send` writes its own answer.
import type { Request, Response } from 'express';
import type {
  ControlAnswer,
  ControlAnswerKind,
  ControlBody,
  ControlQuery,
  ControlRouteKey,
  HostRouteKey,
  RoutesServedBy,
} from '../../shared/control-api/routes';
import type { ServedBy } from '../../shared/control-api/schema';
import type { SimSession } from '../state/session';

/** The routes the control router serves; the others are the host routers' (hosts/) and the app's. */
export type ServedKey = Exclude<ControlRouteKey, HostRouteKey>;

/** What arrives: the declared fields, each unknown, since a server reads what arrives, not what was promised. */
export type Received<T> = [T] extends [never]
  ? Record<string, unknown>
  : T extends readonly unknown[]
    ? Record<string, unknown>
    : T extends object
      ? { [P in keyof T]?: unknown }
      : Record<string, unknown>;

export interface ActionInput<K extends ControlRouteKey> {
  query: Received<ControlQuery<K>>;
  body: Received<ControlBody<K>>;
  /** A request header (the bridge key of the shim's page). */
  header(name: string): string | undefined;
}

/**
 * `session` (the default): of `?session=` or the body's, created on first use (400 `invalid_session`);
 * `any`: `?session=*` for every session, else one id (400 `invalid_session`); `id`: that id only, no
 * session created (400 `{error}`, as the host router answers); `none`: no session at all.
 */
interface Scopes {
  session: SimSession;
  any: string | undefined;
  id: string;
  none: undefined;
}

type Answering<K extends ControlRouteKey, S extends keyof Scopes> =
  ControlAnswerKind<K> extends 'json'
    ? {
        /** The declared answer, sent as JSON (null: 204). */
        run(session: Scopes[S], input: ActionInput<K>): ControlAnswer<K> | Promise<ControlAnswer<K>>;
      }
    : {
        /** A `raw` or `stream` route writes its own answer (type, headers, coding). */
        send(session: Scopes[S], input: ActionInput<K>, req: Request, res: Response): void | Promise<void>;
      };

type ScopedAction<K extends ControlRouteKey, S extends keyof Scopes> = Answering<K, S> & {
  /** Runs before the session is resolved: throws a HostRefusal (the bridge key's 403). */
  guard?(input: ActionInput<K>): void;
  /** The control log's summary of a write to a session; absent, the call is not logged. */
  log?(input: ActionInput<K>): string;
} & (S extends 'session' ? { scope?: S } : { scope: S });

export type ControlAction<K extends ControlRouteKey> =
  ScopedAction<K, 'session'> | ScopedAction<K, 'any'> | ScopedAction<K, 'id'> | ScopedAction<K, 'none'>;

/** One action for each of the routes K: a route among them without its action fails typecheck. */
export type ActionsOf<K extends ControlRouteKey> = { [P in K]: ControlAction<P> };

/** One action for every route the control router serves. */
export type ControlActions = ActionsOf<ServedKey>;

/** One action for every route `served` by S (a host router, the wallet, the card reader, the app). */
export type HostActions<S extends ServedBy> = ActionsOf<RoutesServedBy<S>>;
